import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { CnpjLookupDto } from './cnpj-lookup.response.js';
import { CnpjLookupService } from './cnpj-lookup.service.js';

@ApiTags('CNPJ')
@ApiBearerAuth()
@Roles(...STAFF)
@Controller('cnpj')
export class CnpjController {
  constructor(private readonly lookup: CnpjLookupService) {}

  @Get('consulta-cnpj/:cnpj')
  @ApiParam({ name: 'cnpj', description: '14 caracteres, numérico ou alfanumérico, sem barra.' })
  @ApiOkResponse({ type: CnpjLookupDto })
  consult(@Param('cnpj') cnpj: string): Promise<CnpjLookupDto> {
    return this.lookup.lookup(cnpj);
  }
}
