import { Controller, Get } from '@nestjs/common';
import { UFS } from '@portal/shared/constants';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';

@Controller('Ufs')
export class UfsController {
  @Roles(...STAFF)
  @ApiDoc('Listar as UFs')
  @Get()
  list(): readonly string[] {
    return UFS;
  }
}
