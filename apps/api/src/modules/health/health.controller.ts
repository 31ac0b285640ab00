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
  @ApiResponse({
    status: 503,
    description: 'Banco de dados fora do ar (down) ou sem conseguir gravar (sem-espaco, sem-gravacao).',
    type: HealthDownDto,
  })
  @Get()
  @HttpCode(200)
  async check(): Promise<{ status: string; database: string }> {
    const database = await this.health.databaseState();
    if (database !== 'up') {
      throw new ServiceUnavailableException({
        message: database === 'down' ? SERVER_MESSAGES.databaseUnavailable : SERVER_MESSAGES.databaseCannotWrite,
        status: 'error',
        database,
      });
    }
    return { status: 'ok', database };
  }
}
