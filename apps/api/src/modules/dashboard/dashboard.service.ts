import { Injectable } from '@nestjs/common';
import { DashboardRepository } from './dashboard.repository.js';
import type { DashboardDto } from './dashboard.response.js';

@Injectable()
export class DashboardService {
  constructor(private readonly repository: DashboardRepository) {}

  /** Reads only; the audit entries are for ADMIN alone. */
  read(isAdmin: boolean): Promise<DashboardDto> {
    return this.repository.read(isAdmin);
  }
}
