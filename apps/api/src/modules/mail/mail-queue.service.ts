import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { JobsService } from '../jobs/jobs.service.js';
import type { Db } from '../../database/db.js';
import { MailService, type OutgoingMail } from './mail.service.js';

export const MAIL_QUEUE = 'mail';

/**
 * Whose personal data a message carries, stored in clear as the job's `owner`: the anonymisation
 * deletes a person's e-mails by these ids, never by what the message says.
 */
export interface MailOwner {
  userId?: number | null;
  clienteId?: number | null;
}

/**
 * Every e-mail the portal sends goes through here: the message is stored as a job (in the caller's
 * transaction when it passes one) and a worker hands it to the mail server, retrying with exponential
 * backoff while the server is down. The user's action never waits for, nor fails with, the server.
 */
@Injectable()
export class MailQueue implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    const { mailRetryDelaySeconds, mailRetryMaxDelaySeconds, mailRetryLimit } = this.config.jobs;
    this.jobs.defineQueue<OutgoingMail>(MAIL_QUEUE, (mail) => this.mail.send(mail), {
      retryLimit: mailRetryLimit,
      retryDelay: mailRetryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: Math.max(mailRetryDelaySeconds, mailRetryMaxDelaySeconds),
      // Longer than nodemailer's own timeouts (10 s to connect, 20 s idle): a hung send is retried.
      expireInSeconds: 120,
    });
  }

  /** Queues the message; with `db` it is sent only if that transaction commits. */
  async enqueue(mail: OutgoingMail, db?: Db, owner?: MailOwner): Promise<void> {
    await this.jobs.enqueue(MAIL_QUEUE, owner ? { ...mail, owner } : mail, db);
  }
}
