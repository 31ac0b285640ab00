import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT = 'v1';
// HKDF's "info": this key serves the mail queue only, whatever else JWT_SECRET signs.
const PURPOSE = 'portal-cotacoes/fila-de-emails/v1';

/**
 * Seals what a queued e-mail says (subject, bodies, links, attachments) with AES-256-GCM, so the
 * queue's rows (and every backup of them) hold no link token, nor the text of a message, in clear.
 * The key is derived (HKDF-SHA256) from JWT_SECRET, which is never written to the database; without
 * JWT_SECRET the portal's generated key is, so every instance opens the queue (ADR 0013).
 * `context` (the job's Message-ID) is authenticated with it: a sealed body opens only in its own job.
 */
export class MailSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', PURPOSE, 32));
  }

  seal(value: unknown, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return [FORMAT, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** What `sealed` says, or undefined when it does not open with this key (another JWT_SECRET, or altered). */
  tryOpen<T>(sealed: string, context: string): T | undefined {
    try {
      return this.open<T>(sealed, context);
    } catch {
      return undefined;
    }
  }

  /** Throws when the text was sealed under another key (JWT_SECRET changed since) or altered. */
  open<T>(sealed: string, context: string): T {
    const [format, iv, tag, body] = sealed.split('.');
    try {
      if (format !== FORMAT) throw new Error(format);
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(context))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
      return JSON.parse(text.toString('utf8')) as T;
    } catch {
      throw new Error(
        'o e-mail na fila não pode ser aberto com a chave atual (JWT_SECRET mudou desde que ele foi enfileirado?)',
      );
    }
  }
}
