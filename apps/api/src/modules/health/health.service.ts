import { Injectable } from '@nestjs/common';
import { HealthRepository } from './health.repository.js';

@Injectable()
export class HealthService {
  constructor(private readonly repository: HealthRepository) {}

  /** Whether the database answers a trivial query. */
  async databaseUp(): Promise<boolean> {
    try {
      await this.repository.ping();
      return true;
    } catch {
      return false;
    }
  }
}
