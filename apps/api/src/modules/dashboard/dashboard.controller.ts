import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator.js';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardDto } from './dashboard.response.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';

@ApiTags('Dashboard')
@Roles(...STAFF)
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @ApiDoc('Painel inicial')
  @Get()
  @ApiOkResponse({ type: DashboardDto })
  get(@CurrentUser() user: SessionUser): Promise<DashboardDto> {
    return this.dashboard.read(user.role === 'ADMIN');
  }
}
