import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { Public } from '../../common/decorators/public.decorator.js';
import { HealthService } from './health.service.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import { HealthDto } from './health.response.js';
import { ApiOkResponse } from '@nestjs/swagger';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @ApiDoc('Estado do servidor e do banco de dados', 503)
  @ApiOkResponse({ type: HealthDto })
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
