import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { AccountLinksService } from '../accounts/index.js';
import { AuditService } from '../audit/index.js';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception.js';
import { ThrottleService } from '../throttle/index.js';
import { AuthUsersRepository } from './auth-users.repository.js';
import { hashPassword, verifyPassword } from '../../common/security/password-hasher.js';
import { SessionTokensService } from './session-tokens.service.js';
import { normalizeEmail } from '@portal/shared/validators';

// A spraying IP may fail this many times the per-account limit before every sign-in from it waits.
const IP_LIMIT_FACTOR = 4;

/**
 * Sign-in. Every attempt is counted per e-mail+IP before the password is checked (so concurrent
 * guesses cannot slip past the limit), and failures are also counted per IP, in PostgreSQL so
 * every instance shares the counts. A success clears the e-mail's count.
 */
@Injectable()
export class LoginService {
  // Unknown e-mails are checked against this hash so they take as long as a wrong password.
  private readonly dummyHash = hashPassword('senha-que-nao-existe-0');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: AuthUsersRepository,
    private readonly counters: ThrottleService,
    private readonly tokens: SessionTokensService,
    private readonly audit: AuditService,
    private readonly links: AccountLinksService,
  ) {}

  async login(rawEmail: string, password: string, ip: string): Promise<{ token: string }> {
    const email = normalizeEmail(rawEmail);
    const { loginMaxAttempts: max, loginWindowSeconds: window } = this.config.auth;
    const accountKey = `login:email-ip:${email}|${ip}`;
    const ipKey = `login:ip:${ip}`;

    const ipLimit = max * IP_LIMIT_FACTOR;
    if ((await this.counters.peek(ipKey)).hits >= ipLimit) {
      const byIp = await this.counters.hit(ipKey, window);
      await this.refuse(email, ip, byIp.retryAfter, byIp.hits === ipLimit + 1);
    }
    const attempt = await this.counters.hit(accountKey, window);
    if (attempt.hits > max) await this.refuse(email, ip, attempt.retryAfter, attempt.hits === max + 1);

    const account = await this.users.findLoginAccount(email);
    const passwordOk = await verifyPassword(account?.passwordHash ?? (await this.dummyHash), password);
    const refusal = !account
      ? SERVER_MESSAGES.invalidCredentials
      : !account.passwordHash
        ? // A revoked login is told so, not sent to a link its revocation voided.
          account.active
          ? SERVER_MESSAGES.passwordNotSet
          : SERVER_MESSAGES.userInactive
        : !passwordOk
          ? SERVER_MESSAGES.invalidCredentials
          : !account.active
            ? SERVER_MESSAGES.userInactive
            : undefined;

    if (refusal || !account) {
      await this.counters.hit(ipKey, window);
      await this.audit.record({
        message: `Falha de login: ${refusal}`,
        action: 'LOGIN_FAILED',
        userId: account?.id,
        idObject: account?.id,
        email,
        ip,
      });
      throw new UnauthorizedException(refusal);
    }

    await this.counters.reset(accountKey);
    if (account.mustChangePassword) await this.requireNewPassword(account.id, email, ip);
    await this.users.recordSignIn(account.id, new Date());
    await this.audit.record({
      message: 'Login realizado',
      action: 'LOGIN',
      userId: account.id,
      idObject: account.id,
      email,
      ip,
    });
    return { token: await this.tokens.issue(account) };
  }

  /**
   * A generated password opens no session: 403 with a one-time link to /reset-password, where the
   * person sets their own (which clears the flag). The link is theirs: they just proved the password.
   */
  private async requireNewPassword(userId: number, email: string, ip: string): Promise<never> {
    const changePasswordPath = await this.links.issueChangeLink(userId);
    await this.audit.record({
      message: 'Login com senha gerada: troca de senha exigida',
      action: 'LOGIN_PASSWORD_CHANGE_REQUIRED',
      userId,
      idObject: userId,
      email,
      ip,
    });
    throw new ForbiddenException({ message: SERVER_MESSAGES.passwordMustChange, changePasswordPath });
  }

  /** Audits only the first refusal of a window, so a flood cannot flood the audit trail too. */
  private async refuse(email: string, ip: string, retryAfter: number, first: boolean): Promise<never> {
    if (first) {
      await this.audit.record({
        message: 'Login bloqueado por excesso de tentativas',
        action: 'LOGIN_THROTTLED',
        email,
        ip,
      });
    }
    throw new TooManyRequestsException(retryAfter);
  }
}
