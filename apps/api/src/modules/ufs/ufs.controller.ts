import { Controller, Get } from '@nestjs/common';
import { UFS } from '@portal/shared/constants';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';

@Controller('Ufs')
export class UfsController {
  @Roles(...STAFF)
  @Get()
  list(): readonly string[] {
    return UFS;
  }
}
