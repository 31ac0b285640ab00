import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { CnpjLookupDto } from './cnpj-lookup.response.js';
import { CnpjLookupService } from './cnpj-lookup.service.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';

@ApiTags('CNPJ')
@Roles(...STAFF)
@Controller('cnpj')
export class CnpjController {
  constructor(private readonly lookup: CnpjLookupService) {}

  @ApiDoc('Consultar um CNPJ no serviço externo', 400, 404, 502, 504)
  @Get('consulta-cnpj/:cnpj')
  @ApiParam({
    name: 'cnpj',
    description: '14 caracteres, numérico ou alfanumérico, sem barra.',
    example: '11222333000181',
  })
  @ApiOkResponse({ type: CnpjLookupDto })
  consult(@Param('cnpj') cnpj: string): Promise<CnpjLookupDto> {
    return this.lookup.lookup(cnpj);
  }
}
