import { SMTPServer } from 'smtp-server';

export interface SmtpDelivery {
  /** MAIL FROM, '' when empty. */
  from: string;
  /** RCPT TO, lower-case. */
  to: string[];
  raw: string;
}

export interface LocalSmtpServer {
  port: number;
  /** Stops listening and resolves once the port is free. */
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no login), as the app meets one in production. Each message
 * goes to `receive` once its end of DATA arrives; an Error it returns refuses that message (the app sees
 * the error's responseCode). The answer waits for a promise `receive` returns: a slow server, which has
 * the message already, as a real one that queued it before replying. `recipient`, when given, may
 * refuse an address at RCPT TO (its Error's responseCode, e.g. 550: no such mailbox). Port 0 takes a
 * free one.
 */
export function listenSmtp(
  port: number,
  receive: (delivery: SmtpDelivery) => Error | void | Promise<Error | void>,
  recipient: (address: string) => Error | void = () => undefined,
): Promise<LocalSmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(recipient(address.address.toLowerCase()) || null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = receive({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        void Promise.resolve(answer).then((refusal) => callback(refusal || null));
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: (server.server.address() as { port: number }).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
