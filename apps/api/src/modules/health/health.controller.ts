import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { Public } from '../../common/decorators/public.decorator.js';
import { HealthService } from './health.service.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import { HealthDownDto, HealthDto } from './health.response.js';
import { ApiOkResponse, ApiResponse } from '@nestjs/swagger';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @ApiDoc('Estado do servidor e do banco de dados')
  @ApiOkResponse({ type: HealthDto })
  @ApiResponse({ status: 503, description: 'Banco de dados fora do ar.', type: HealthDownDto })
  @Get()
  @HttpCode(200)
  async check(): Promise<{ status: string; database: string }> {
    if (!(await this.health.databaseUp())) {
      throw new ServiceUnavailableException({
        message: SERVER_MESSAGES.databaseUnavailable,
        status: 'error',
        database: 'down',
      });
    }
    return { status: 'ok', database: 'up' };
  }
}
