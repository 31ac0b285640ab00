import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AccountLinksService } from '../accounts/index.js';
import { SessionsRepository } from './sessions.repository.js';

const EVERY_HOUR_MS = 3_600_000;

/** Drops revoked sessions past their expiry and long-expired links, hourly, so those tables stay small. */
@Injectable()
export class SessionCleanupService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Sessões');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly links: AccountLinksService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.purge(), EVERY_HOUR_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async purge(): Promise<void> {
    try {
      await this.sessions.purgeExpired();
      await this.links.purgeExpiredLinks();
    } catch (error) {
      this.logger.warn(`Limpeza de sessões e links falhou: ${(error as Error).message}`);
    }
  }
}
