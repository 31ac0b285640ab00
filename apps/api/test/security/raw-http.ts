import type { INestApplication } from '@nestjs/common';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';

export interface RawRequest {
  method: string;
  /** Sent exactly as given (already percent-encoded), so '..' and broken escapes reach the server. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed body when it is JSON. */
  json?: unknown;
  ms: number;
}

export interface RawClient {
  origin: string;
  send(call: RawRequest): Promise<RawResponse>;
  close(): Promise<void>;
}

/**
 * The app listening on a free port, called over keep-alive sockets with node:http (unlike fetch,
 * it sends any path, any method and any body as is).
 */
export async function listen(app: INestApplication, timeoutMs = 15_000): Promise<RawClient> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  return {
    origin: `http://127.0.0.1:${port}`,
    send: (call) => send(port, agent, call, timeoutMs),
    close: async () => agent.destroy(),
  };
}

function send(port: number, agent: Agent, call: RawRequest, timeoutMs: number): Promise<RawResponse> {
  const started = performance.now();
  const headers: Record<string, string> = { ...call.headers };
  if (call.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(call.body));
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, agent, method: call.method, path: call.path, headers });
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`sem resposta em ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        if (/json/.test(String(incoming.headers['content-type']))) {
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
        }
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          text,
          json,
          ms: performance.now() - started,
        });
      });
    });
    outgoing.end(call.body);
  });
}

/** The business tables whose rows no refused request may change. */
export const BUSINESS_TABLES = ['clientes', 'users', 'produtos', 'pedidos', 'user_tokens', 'roles'] as const;

/** md5 of each business table's rows in id order, in one round trip. */
export async function fingerprint(db: pg.Pool): Promise<Record<string, string>> {
  const columns = BUSINESS_TABLES.map(
    (table) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM ${table} t) AS ${table}`,
  );
  const { rows } = await db.query<Record<string, string>>(`SELECT ${columns.join(', ')}`);
  return rows[0];
}

/** Names of the tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return BUSINESS_TABLES.filter((table) => before[table] !== after[table]);
}

/** Directive name -> sources, from a Content-Security-Policy header. */
export function cspDirectives(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
