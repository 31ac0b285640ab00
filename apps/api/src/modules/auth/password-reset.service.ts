import { BadRequestException, Injectable } from '@nestjs/common';
import { PASSWORD_MESSAGES, SERVER_MESSAGES, SUCCESS_MESSAGES } from '@portal/shared/messages';
import { passwordErrors } from '@portal/shared/validators';
import { Transactions } from '../../database/transactions.js';
import { AuditService } from '../audit/index.js';
import { AccountLinksService, type LinkState, PASSWORD_PURPOSES } from '../accounts/index.js';
import { Clock } from '../../common/clock.js';
import { AuthUsersRepository } from './auth-users.repository.js';
import { hashPassword, verifyPassword } from '../../common/security/password-hasher.js';

const REASONS: Record<Exclude<LinkState, 'valid'>, string> = {
  expired: SERVER_MESSAGES.resetTokenExpired,
  used: SERVER_MESSAGES.resetTokenUsed,
  invalid: SERVER_MESSAGES.resetTokenInvalid,
};

export interface ResetInput {
  userId?: unknown;
  token?: unknown;
  newPassword?: unknown;
  confirmPassword?: string;
}

/** The /reset-password page: checks a set-password or reset link, then spends it on a new password. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly transactions: Transactions,
    private readonly links: AccountLinksService,
    private readonly users: AuthUsersRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async check(userId: unknown, token: unknown): Promise<{ valid: boolean; reason: string | null }> {
    const { state } = await this.links.find(userId, token, PASSWORD_PURPOSES);
    return state === 'valid' ? { valid: true, reason: null } : { valid: false, reason: REASONS[state] };
  }

  async reset(input: ResetInput, ip: string): Promise<{ message: string }> {
    const found = await this.links.find(input.userId, input.token, PASSWORD_PURPOSES);
    if (found.state !== 'valid' || !found.link) throw new BadRequestException(REASONS[found.state as 'invalid']);
    const errors = passwordErrors(input.newPassword, input.confirmPassword);
    const link = found.link;
    // A generated password is good for one access: sent back as the new one it would stay for good.
    const current = errors.length ? null : await this.users.passwordHash(link.userId);
    if (current && (await verifyPassword(current, input.newPassword as string)))
      errors.push(PASSWORD_MESSAGES.sameAsCurrent);
    if (errors.length) throw new BadRequestException({ message: errors.join(' '), errors: { newPassword: errors } });

    const hash = await hashPassword(input.newPassword as string);
    await this.transactions.run(async (tx, db) => {
      if (!(await this.links.spend(link, tx))) throw new BadRequestException(SERVER_MESSAGES.resetTokenUsed);
      await this.users.setPassword(link.userId, hash, this.clock.now(), db);
      // Any other set-password or reset link still out there is now pointless.
      await this.links.voidLinks(link.userId, PASSWORD_PURPOSES, tx);
      const user = await this.users.findState(link.userId, db);
      await this.audit.record(
        {
          message:
            link.purpose === 'SET_PASSWORD' ? 'Senha definida pelo link de acesso' : 'Senha redefinida pelo link',
          action: link.purpose === 'SET_PASSWORD' ? 'PASSWORD_SET' : 'PASSWORD_RESET',
          userId: link.userId,
          idObject: link.userId,
          email: user?.email,
          ip,
        },
        db,
      );
    });
    return { message: SUCCESS_MESSAGES.passwordSet };
  }
}
