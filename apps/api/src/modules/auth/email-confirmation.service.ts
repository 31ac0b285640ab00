import { Injectable } from '@nestjs/common';
import type { ConfirmEmailStatus } from '@portal/shared/constants';
import { Transactions } from '../../database/transactions.js';
import { AuditService } from '../audit/index.js';
import { AccountLinksService } from '../accounts/index.js';
import { Clock } from '../../common/clock.js';
import { toRowId } from '../../common/http/row-id.js';
import { AuthUsersRepository } from './auth-users.repository.js';

/**
 * Follows a CONFIRM_EMAIL link: the address it was sent to becomes the account's confirmed login
 * e-mail (whether the caller already stored it or waited for the confirmation).
 */
@Injectable()
export class EmailConfirmationService {
  constructor(
    private readonly transactions: Transactions,
    private readonly links: AccountLinksService,
    private readonly users: AuthUsersRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async confirm(userId: unknown, token: unknown, ip: string): Promise<ConfirmEmailStatus> {
    const id = toRowId(userId);
    const user = id && (await this.users.findState(id));
    if (!id || !user) return 'not-found';
    const { state, link } = await this.links.find(id, token, ['CONFIRM_EMAIL']);
    if (!link?.email || state === 'invalid' || state === 'expired') return 'error';
    const alreadyDone = user.email === link.email && user.emailConfirmed;
    if (state === 'used') return alreadyDone ? 'already-confirmed' : 'error';

    return this.transactions.run(async (tx, db) => {
      if (!(await this.links.spend(link, tx))) return 'error';
      if (alreadyDone) return 'already-confirmed';
      // Someone else took the address meanwhile: the unique index would refuse it anyway.
      if (await this.users.emailBelongsToOther(link.email!, id, db)) return 'error';
      await this.users.confirmEmail(id, link.email!, this.clock.now(), db);
      await this.audit.record(
        {
          message: 'E-mail confirmado',
          action: 'EMAIL_CONFIRMED',
          userId: id,
          idObject: id,
          email: link.email,
          ip,
          changes: user.email === link.email ? undefined : { emailAnterior: user.email },
        },
        db,
      );
      return 'success';
    });
  }
}
