import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { AccountLinksService } from '../accounts/index.js';
import { AuditService } from '../audit/index.js';
import { ThrottleService } from '../throttle/index.js';
import { AuthUsersRepository } from './auth-users.repository.js';
import { normalizeEmail } from '@portal/shared/validators';

/** Reset e-mails one address may receive per window; further requests are answered but not sent. */
export const FORGOT_PER_EMAIL = 3;
const WINDOW_SECONDS = 3600;

type Outcome = 'sent' | 'unknown' | 'inactive' | 'throttled' | 'failed';

/**
 * POST /api/auth/forgot-password. The answer is the same text for every address, and it is given
 * before the account is even looked up: the lookup and the e-mail run after the response, so
 * neither the body nor the timing tells whether the address has an account.
 */
@Injectable()
export class ForgotPasswordService implements OnModuleDestroy {
  private readonly logger = new Logger('ForgotPassword');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly users: AuthUsersRepository,
    private readonly links: AccountLinksService,
    private readonly counters: ThrottleService,
    private readonly audit: AuditService,
  ) {}

  async request(rawEmail: string, ip: string): Promise<{ message: string }> {
    const email = normalizeEmail(rawEmail);
    // Keyed by a keyed hash: the counter outlives a deletion by up to an hour (issue 25).
    const { hits } = await this.counters.hit(this.counters.personalKey('forgot-password:email', email), WINDOW_SECONDS);
    const work = this.process(email, ip, hits > FORGOT_PER_EMAIL).catch((error: Error) =>
      this.logger.error(`Falha ao tratar o pedido de redefinição: ${error.message}`),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    return { message: SERVER_MESSAGES.forgotPassword };
  }

  /** Lets the background e-mails finish before the database pool closes. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  /** Tests only: resolves when every request answered so far has finished its e-mail work. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  private async process(email: string, ip: string, throttled: boolean): Promise<void> {
    const account = throttled ? undefined : await this.users.findLoginAccount(email);
    let outcome: Outcome = throttled ? 'throttled' : !account ? 'unknown' : account.active ? 'sent' : 'inactive';
    if (account && outcome === 'sent') {
      try {
        await this.links.sendResetLink({ id: account.id, email: account.email, name: account.name });
      } catch {
        outcome = 'failed';
      }
    }
    await this.audit.record({
      message: 'Pedido de redefinição de senha (Esqueci minha senha)',
      action: 'FORGOT_PASSWORD',
      userId: account?.id ?? null,
      idObject: account?.id ?? null,
      email,
      ip,
      changes: { resultado: outcome },
    });
  }
}
