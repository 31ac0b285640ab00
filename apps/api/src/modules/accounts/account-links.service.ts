import { Inject, Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
import { toRowId } from '../../common/http/row-id.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { Transactions } from '../../database/transactions.js';
import {
  MailQueue,
  confirmEmailMail,
  conviteContatoMail,
  resetPasswordMail,
  setPasswordMail,
  type MailContent,
} from '../mail/index.js';
import { Clock } from '../../common/clock.js';
import { hashLinkToken, isWellFormedToken, newLinkToken, type LinkPurpose } from './link-token.js';
import { UserTokensRepository, type StoredLink } from './user-tokens.repository.js';
import { normalizeEmail } from '@portal/shared/validators';

export interface LinkRecipient {
  id: number;
  email: string;
  name: string;
}

export type LinkState = 'valid' | 'expired' | 'used' | 'invalid';

export interface FoundLink {
  state: LinkState;
  /** Present unless the token is unknown, malformed or belongs to another user. */
  link?: StoredLink;
}

type Db = Prisma.TransactionClient;

/**
 * Issues and checks the single-use links sent by e-mail (set password, reset password, confirm
 * e-mail). Only the SHA-256 of a token is stored. Set-password links (invitations, quotation
 * e-mails, resent access) stay valid side by side until one is used, the password is set, the login
 * is revoked or deleted, or its address changes (trigger of migration 20261129050000): any of them
 * may be the newest e-mail in the inbox.
 * A reset or confirm-e-mail link voids the older ones of its purpose: someone asked for it just now.
 * The e-mail is queued in the caller's transaction (when it passes one): the link and its
 * e-mail commit together, and a mail server that is down only delays the e-mail.
 */
@Injectable()
export class AccountLinksService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: UserTokensRepository,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    private readonly transactions: Transactions,
  ) {}

  /** New accounts: a link to /reset-password valid for SET_PASSWORD_LINK_TTL (48 h). */
  sendSetPasswordLink(user: LinkRecipient, db?: Db): Promise<void> {
    const ttl = this.config.auth.setPasswordTtlSeconds;
    return this.issue(user, 'SET_PASSWORD', ttl, user.email, db, (link) =>
      setPasswordMail({ name: user.name, link, ttlSeconds: ttl }),
    );
  }

  /**
   * A customer's contact invited from the customer modal (issue 26): the same set-password link,
   * in an e-mail that names the company giving access and the customer it is for.
   */
  sendInvitationLink(user: LinkRecipient, clienteNome: string, db?: Db): Promise<void> {
    const ttl = this.config.auth.setPasswordTtlSeconds;
    const empresa = this.config.company.name;
    return this.issue(user, 'SET_PASSWORD', ttl, user.email, db, (link) =>
      conviteContatoMail({ name: user.name, link, ttlSeconds: ttl, empresa, clienteNome }),
    );
  }

  /** A forgotten or changed password: a link to /reset-password valid for RESET_PASSWORD_LINK_TTL (1 h). */
  sendResetLink(user: LinkRecipient, db?: Db): Promise<void> {
    const ttl = this.config.auth.resetPasswordTtlSeconds;
    return this.issue(user, 'RESET_PASSWORD', ttl, user.email, db, (link) =>
      resetPasswordMail({ name: user.name, link, ttlSeconds: ttl }),
    );
  }

  /**
   * A reset link handed to the person signing in with a generated password, not e-mailed: they just
   * proved they hold it. Returns the /reset-password path with its one-time token.
   */
  async issueChangeLink(userId: number): Promise<string> {
    const ttl = this.config.auth.resetPasswordTtlSeconds;
    const { token, id } = await this.newToken(userId, 'RESET_PASSWORD', ttl, undefined);
    await this.tokens.voidUnused(userId, ['RESET_PASSWORD'], id);
    return linkPath('RESET_PASSWORD', userId, token);
  }

  /** Sent to the new address; GET /api/auth/confirm-email makes it the login once followed. */
  sendEmailConfirmation(user: LinkRecipient, newEmail: string, db?: Db): Promise<void> {
    const ttl = this.config.auth.confirmEmailTtlSeconds;
    const email = normalizeEmail(newEmail);
    return this.issue(user, 'CONFIRM_EMAIL', ttl, email, db, (link) =>
      confirmEmailMail({ name: user.name, link, ttlSeconds: ttl }),
    );
  }

  /** Classifies a link without spending it. Malformed input is simply 'invalid', never an error. */
  async find(userId: unknown, token: unknown, purposes: LinkPurpose[], db?: Db): Promise<FoundLink> {
    const id = toRowId(userId);
    if (id === undefined || !isWellFormedToken(token)) return { state: 'invalid' };
    const link = await this.tokens.findByHash(hashLinkToken(token), db);
    if (!link || link.userId !== id || !purposes.some((purpose) => purpose === link.purpose))
      return { state: 'invalid' };
    if (link.usedAt) return { state: 'used', link };
    if (link.expiresAt.getTime() <= this.clock.now().getTime()) return { state: 'expired', link };
    return { state: 'valid', link };
  }

  /** Spends a link found valid; false if a concurrent request spent it first. */
  spend(link: StoredLink, db?: Db): Promise<boolean> {
    return this.tokens.markUsed(link.id, this.clock.now(), db);
  }

  /** Voids every unused link of these purposes (a password was just set, say). */
  voidLinks(userId: number, purposes: LinkPurpose[], db?: Db): Promise<void> {
    return this.tokens.voidUnused(userId, purposes, undefined, db);
  }

  /** Housekeeping: drops links that expired over a week ago (a used one still answers "já utilizado" until then). */
  purgeExpiredLinks(): Promise<number> {
    return this.tokens.purgeExpired(new Date(this.clock.now().getTime() - 7 * 86_400_000));
  }

  /**
   * A set-password link for an e-mail someone else composes (the quotation e-mail's invitation):
   * stored like sendSetPasswordLink's, beside the earlier ones; once the password is set, the page
   * sends the person to `next` (a path of this site) through the sign-in.
   */
  async setPasswordUrl(userId: number, next: string, db?: Db): Promise<string> {
    const { token } = await this.newToken(userId, 'SET_PASSWORD', this.config.auth.setPasswordTtlSeconds, db);
    return `${this.linkUrl('SET_PASSWORD', userId, token)}&next=${encodeURIComponent(next)}`;
  }

  private async issue(
    user: LinkRecipient,
    purpose: LinkPurpose,
    ttlSeconds: number,
    to: string,
    db: Db | undefined,
    compose: (link: string) => MailContent,
  ): Promise<void> {
    const { token, hash } = newLinkToken();
    const expiresAt = new Date(this.clock.now().getTime() + ttlSeconds * 1000);
    const email = purpose === 'CONFIRM_EMAIL' ? to : undefined;
    // The e-mail first: its queue refuses a person whose data was anonymised (MailQueue.enqueue), and
    // then no link is stored either. Link and e-mail commit together, in one transaction.
    const work = async (tx: Db) => {
      const mail = { to, ...compose(this.linkUrl(purpose, user.id, token)) };
      if (!(await this.mail.enqueue(mail, tx, { userId: user.id }))) return;
      const id = await this.tokens.create({ userId: user.id, purpose, tokenHash: hash, expiresAt, email }, tx);
      if (purpose !== 'SET_PASSWORD') await this.tokens.voidUnused(user.id, [purpose], id, tx);
    };
    return db ? work(db) : this.transactions.run(work);
  }

  private async newToken(
    userId: number,
    purpose: LinkPurpose,
    ttlSeconds: number,
    db: Db | undefined,
    email?: string,
  ): Promise<{ token: string; id: number }> {
    const { token, hash } = newLinkToken();
    const expiresAt = new Date(this.clock.now().getTime() + ttlSeconds * 1000);
    const id = await this.tokens.create({ userId, purpose, tokenHash: hash, expiresAt, email }, db);
    return { token, id };
  }

  private linkUrl(purpose: LinkPurpose, userId: number, token: string): string {
    return `${this.config.server.publicUrl}${linkPath(purpose, userId, token)}`;
  }
}

function linkPath(purpose: LinkPurpose, userId: number, token: string): string {
  const query = `userId=${userId}&token=${encodeURIComponent(token)}`;
  return purpose === 'CONFIRM_EMAIL' ? `/api/auth/confirm-email?${query}` : `/reset-password?${query}`;
}
