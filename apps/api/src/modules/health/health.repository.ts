import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service.js';

@Injectable()
export class HealthRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Throws when the database does not answer. */
  async ping(): Promise<void> {
    await this.prisma.pool.query('SELECT 1');
  }
}
