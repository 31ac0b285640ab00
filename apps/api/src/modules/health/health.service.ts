import { Injectable } from '@nestjs/common';
import { HealthRepository } from './health.repository.js';

@Injectable()
export class HealthService {
  /** The database check in flight, if any. */
  private checking?: Promise<boolean>;

  constructor(private readonly repository: HealthRepository) {}

  /**
   * Whether the database answers a trivial query. Callers that arrive while a check is in flight share
   * its answer: one `SELECT 1` per round trip however many ask at once (a monitor, the compose
   * healthcheck, a load balancer per instance), and no answer older than that round trip (no cache:
   * a database that just went down is 503 on the next check).
   */
  databaseUp(): Promise<boolean> {
    this.checking ??= this.ping().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async ping(): Promise<boolean> {
    try {
      await this.repository.ping();
      return true;
    } catch {
      return false;
    }
  }
}
