import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { JobsService } from '../jobs/jobs.service.js';
import type { Db } from '../../database/db.js';
import { MailService, type OutgoingMail } from './mail.service.js';

export const MAIL_QUEUE = 'mail';

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
  async enqueue(mail: OutgoingMail, db?: Db): Promise<void> {
    await this.jobs.enqueue(MAIL_QUEUE, mail, db);
  }
}
