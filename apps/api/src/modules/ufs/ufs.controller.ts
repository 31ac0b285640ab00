import { Controller, Get } from '@nestjs/common';
import { UFS } from '@portal/shared/constants';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import { ApiOkResponse } from '@nestjs/swagger';

@Controller('Ufs')
export class UfsController {
  @Roles(...STAFF)
  @ApiDoc('Listar as UFs')
  @ApiOkResponse({ schema: { type: 'array', items: { type: 'string', example: 'SP' } } })
  @Get()
  list(): readonly string[] {
    return UFS;
  }
}
