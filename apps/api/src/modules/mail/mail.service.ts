import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { MailContent } from './mail-templates.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** Content-ID of an inline image, shown where the HTML says `cid:…` (the Pix QR code). */
  cid?: string;
}

export interface OutgoingMail extends MailContent {
  to: string;
  /** Where a reply goes (Fale conosco: the visitor who wrote). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** A message as the queue's worker hands it over: with the Message-ID its job was given. */
export interface MailToSend extends OutgoingMail {
  messageId: string;
}

/**
 * The transport: sends through SMTP_URL when set; otherwise writes each message as an .eml file in
 * the outbox and, outside production, logs its links, so a local install without a mail server can
 * still finish every flow. Only the mail queue's worker calls it; the portal's actions go through
 * MailQueue.enqueue.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.mail.smtpUrl
      ? this.smtp()
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * The SMTP transport; with `dadosEnviados`, called once the whole message and its end of DATA are
   * written to the server. Nodemailer tells it only to its logger (the line it logs when the message
   * stream ends), so such a send gets a transport of its own: one connection a send either way.
   */
  private smtp(dadosEnviados?: () => void): Transporter {
    const { connectionSeconds, greetingSeconds, socketSeconds } = this.config.mail.timeouts;
    const quiet = () => undefined;
    const info = (entry?: { tnx?: string; outByteCount?: number }) => {
      if (entry?.tnx === 'message' && entry.outByteCount !== undefined) dadosEnviados?.();
    };
    return nodemailer.createTransport({
      url: this.config.mail.smtpUrl!,
      connectionTimeout: connectionSeconds * 1000,
      greetingTimeout: greetingSeconds * 1000,
      socketTimeout: socketSeconds * 1000,
      ...(dadosEnviados
        ? { logger: { info, trace: quiet, debug: quiet, warn: quiet, error: quiet, fatal: quiet, level: quiet } }
        : {}),
    });
  }

  /**
   * Throws when the message could not be handed over (the queue then tries again later). `signal` aborts the SMTP conversation
   * (the job was taken back: the app is stopping, or it expired), so no late answer completes a send
   * the queue will make again. `dadosEnviados` runs once the end of DATA has left: from then on the
   * server may have the message, and only its reply is awaited.
   */
  async send(mail: MailToSend, signal?: AbortSignal, dadosEnviados?: () => void): Promise<void> {
    const envelope = {
      messageId: mail.messageId,
      signal,
      from: this.config.mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: file.contentBase64,
        encoding: 'base64',
        ...(file.cid ? { cid: file.cid, contentDisposition: 'inline' as const } : {}),
      })),
    };
    const transport = dadosEnviados && this.config.mail.smtpUrl ? this.smtp(dadosEnviados) : this.transport;
    const info = await transport.sendMail(envelope);
    if (!this.config.mail.smtpUrl) await this.writeToOutbox(mail, (info as { message: Buffer }).message);
  }

  private async writeToOutbox(mail: MailToSend, raw: Buffer): Promise<void> {
    const dir = this.config.mail.outboxDir;
    await mkdir(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
    const file = join(dir, name);
    // Written under a hidden temporary name and renamed once complete: a full disk leaves no truncated
    // .eml (with its live link) for whoever forwards the outbox; the queue's retry writes it whole.
    const temp = join(dir, `.${name}.tmp`);
    try {
      await writeFile(temp, raw, { mode: 0o600 });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
    // The file holds the links (and their tokens) anyway; production logs must not.
    const links = mail.links.length && !this.config.server.production ? ` Links: ${mail.links.join(' ')}` : '';
    this.logger.log(`E-mail "${mail.subject}" para ${mail.to} gravado em ${file}.${links}`);
  }
}
