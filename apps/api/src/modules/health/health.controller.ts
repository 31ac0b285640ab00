import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { Public } from '../../common/decorators/public.decorator.js';
import { PrismaService } from '../../database/prisma.service.js';

@Controller('health')
export class HealthController {
  constructor(private readonly prisma: PrismaService) {}

  @Public()
  @Get()
  @HttpCode(200)
  async check(): Promise<{ status: string; database: string }> {
    try {
      await this.prisma.pool.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException({
        message: SERVER_MESSAGES.databaseUnavailable,
        status: 'error',
        database: 'down',
      });
    }
    return { status: 'ok', database: 'up' };
  }
}
