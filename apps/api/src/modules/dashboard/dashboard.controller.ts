import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator.js';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardDto } from './dashboard.response.js';

@ApiTags('Dashboard')
@ApiBearerAuth()
@Roles(...STAFF)
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOkResponse({ type: DashboardDto })
  get(@CurrentUser() user: SessionUser): Promise<DashboardDto> {
    return this.dashboard.read(user.role === 'ADMIN');
  }
}
