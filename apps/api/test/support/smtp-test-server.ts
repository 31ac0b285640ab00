import { listenSmtp, type LocalSmtpServer, type SmtpDelivery } from '@portal/test-support';
import type pg from 'pg';
import { decodeMail, type DecodedAttachment } from './mime-decode.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Files attached (Content-Disposition: attachment), decoded. */
  attachments: DecodedAttachment[];
  /** Inline images by Content-ID (the Pix QR code). */
  inline: (DecodedAttachment & { cid: string })[];
  /** Every http(s) link of the text part, in order. */
  links: string[];
  /** The Message-ID header, angle brackets included. */
  messageId: string;
  raw: string;
  /** When the server took the message (end of DATA). */
  receivedAt: Date;
}

export interface SmtpTestServer {
  /** Put it in SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving) sent to `to`, taking it out of `messages`. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages received for an address so far. */
  to(address: string): ReceivedMail[];
  /**
   * Refuses the next `count` messages at the end of DATA, after taking the whole message: with a 451
   * (try again later) by default, like a mail server that is down; with a 5xx (554: rejected) for good.
   */
  refuseNext(count?: number, code?: number): void;
  /**
   * Refuses `address` at RCPT TO with `code` (550: no such mailbox, for good; 4xx: for now) until
   * `accept`; with a list, each RCPT TO takes the next code (0 accepts) and the address is accepted
   * once the list is used up.
   */
  refuseRecipient(address: string, code?: number | number[]): void;
  /** Accepts again an address refused by refuseRecipient. */
  accept(address: string): void;
  /**
   * Answers the end of DATA of the next `count` messages only after `ms`: a slow server. The message
   * is kept at once, as a real server that queued it before replying, even if the client hangs up.
   */
  answerSlowly(ms: number, count?: number): void;
  /** Resolves once the app's mail queue (pg-boss, in `db`) has nothing left to send or retry. */
  drained(db: pg.Pool, timeoutMs?: number): Promise<void>;
  /** Stops listening (an outage: connections are refused) and resolves once the port is free. */
  stop(): Promise<void>;
  /** Listens again on the same port, keeping what it received before. */
  start(): Promise<void>;
  close(): Promise<void>;
}

const POLL_MS = 50;

/** Resolves once the app's mail queue (pg-boss, in `db`) has nothing left to send or retry. */
export async function mailQueueDrained(db: pg.Pool, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state IN ('created', 'retry', 'active')`,
    );
    if (rows[0].n === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0].n} e-mail(s) ainda na fila após ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A real SMTP server on 127.0.0.1 and a free port, keeping what it receives. */
export async function startSmtpServer(): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  let refusals = { count: 0, code: 451 };
  const recusados = new Map<string, number | number[]>();
  const recipient = (address: string) => {
    const answer = recusados.get(address);
    const code = Array.isArray(answer) ? answer.shift() : answer;
    if (!code) return;
    const text = code >= 500 ? 'Caixa postal inexistente' : 'Tente mais tarde';
    return Object.assign(new Error(`${text} <${address}>`), { responseCode: code });
  };
  let slow = { ms: 0, count: 0 };

  const receive = ({ from, to, raw }: SmtpDelivery): Error | void | Promise<void> => {
    if (refusals.count > 0) {
      refusals.count--;
      const text = refusals.code >= 500 ? 'Mensagem recusada: conteúdo não aceito' : 'Caixa indisponível';
      return Object.assign(new Error(text), { responseCode: refusals.code });
    }
    const decoded = decodeMail(raw);
    const links = decoded.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
    const messageId = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1] ?? '';
    const mail: ReceivedMail = { from, to, ...decoded, links, messageId, raw, receivedAt: new Date() };
    messages.push(mail);
    for (const waiter of [...waiters]) {
      if (mail.to.includes(waiter.to)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    }
    if (slow.count > 0) {
      slow.count--;
      return new Promise((resolve) => setTimeout(resolve, slow.ms));
    }
  };
  let server: LocalSmtpServer | undefined = await listenSmtp(0, receive, recipient);
  const { port } = server;
  const stop = async () => {
    const listening = server;
    server = undefined;
    await listening?.close();
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    next(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const seen = messages.find((mail) => mail.to.includes(address));
      if (seen) {
        messages.splice(messages.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Nenhum e-mail para ${to} em ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          to: address,
          resolve: (mail) => {
            clearTimeout(timer);
            messages.splice(messages.indexOf(mail), 1);
            resolve(mail);
          },
        });
      });
    },
    refuseNext(count = 1, code = 451) {
      refusals = { count, code };
    },
    refuseRecipient(address, code = 550) {
      recusados.set(address.toLowerCase(), code);
    },
    accept(address) {
      recusados.delete(address.toLowerCase());
    },
    answerSlowly(ms, count = 1) {
      slow = { ms, count };
    },
    drained: mailQueueDrained,
    stop,
    async start() {
      server ??= await listenSmtp(port, receive, recipient);
    },
    close: stop,
  };
}
