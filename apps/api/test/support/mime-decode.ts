// Just enough MIME to read what nodemailer sends: headers, multipart/alternative, QP and base64.

export interface DecodedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface DecodedMail {
  subject: string;
  text: string;
  html: string;
  attachments: DecodedAttachment[];
  /** Inline images (Content-ID, without the angle brackets), as the HTML's `cid:` shows them. */
  inline: (DecodedAttachment & { cid: string })[];
}

interface Part {
  type: string;
  content: string;
  headers: Map<string, string>;
  body: string;
}

export function decodeMail(raw: string): DecodedMail {
  const { headers, body } = splitEntity(raw);
  const parts = collectParts(headers, body);
  const attached = (part: Part) => /^attachment/i.test(part.headers.get('content-disposition') ?? '');
  const inline = parts.filter((part) => !attached(part));
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text: inline.find((part) => part.type === 'text/plain')?.content ?? '',
    html: inline.find((part) => part.type === 'text/html')?.content ?? '',
    attachments: parts.filter(attached).map((part) => ({
      filename: decodeWords(/filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition') ?? '')?.[1] ?? ''),
      contentType: part.type,
      content: Buffer.from(part.body.replace(/\s+/g, ''), 'base64'),
    })),
    inline: inline
      .filter((part) => part.headers.has('content-id'))
      .map((part) => ({
        cid: part.headers.get('content-id')!.replace(/^<|>$/g, ''),
        filename: decodeWords(/filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition') ?? '')?.[1] ?? ''),
        contentType: part.type,
        content: Buffer.from(part.body.replace(/\s+/g, ''), 'base64'),
      })),
  };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : normalized.slice(end + 2) };
}

function collectParts(headers: Map<string, string>, body: string): Part[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const part = splitEntity(chunk.replace(/^\n/, ''));
        return collectParts(part.headers, part.body);
      });
  }
  return [{ type, content: decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit'), headers, body }];
}

function decodeBody(body: string, encoding: string): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\n$/, '');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
