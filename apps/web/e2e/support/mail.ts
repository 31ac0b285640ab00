import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The decoded text of every part. */
  text: string;
  links: string[];
  /** File names of the attached parts. */
  attachments: string[];
}

/** Waits (polling the fake SMTP server's folder) for a message to `to` matching `match`. */
export async function waitForMail(
  mailDir: string,
  to: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails(mailDir).find((mail) => mail.to.includes(to.toLowerCase()) && match(mail));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Nenhum e-mail para ${to} em ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function readMails(mailDir: string): ReceivedMail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as { to: string[]; raw: string })
    .map(({ to, raw }) => {
      const text = decodeParts(raw);
      const links = [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])].map((link) => link.replace(/&amp;/g, '&'));
      const attachments = [...raw.matchAll(/content-disposition:\s*attachment;\s*filename="?([^"\r\n;]+)/gi)].map(
        (match) => match[1],
      );
      return {
        to,
        subject: decodeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? ''),
        text,
        links,
        attachments,
      };
    });
}

// Enough MIME for nodemailer's output: each part's transfer encoding, quoted-printable or base64.
function decodeParts(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head, ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

// RFC 2047 encoded words of the subject (=?UTF-8?Q?...?= / =?UTF-8?B?...?=).
function decodeWords(header: string): string {
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
    .trim();
}
