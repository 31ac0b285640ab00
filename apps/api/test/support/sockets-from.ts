import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import type { Server } from 'node:http';
import type { TestApp } from './test-app.js';

// Requests over real sockets from a chosen local address: the server sees that address as the
// client's (Linux answers for all of 127.0.0.0/8, so 127.0.0.2 stands for another computer).

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** This machine's first non-loopback IPv4 address: a client from it is not on the loopback. */
export function anotherComputer(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
  if (!address) throw new Error('Nenhum endereço IPv4 fora do loopback nesta máquina para o teste.');
  return address;
}

/** Makes the app listen on every interface (as HOST=0.0.0.0 does) and gives its port. */
export async function listenOnEveryInterface(t: TestApp): Promise<number> {
  const server = t.app.getHttpServer() as Server;
  await new Promise<void>((done) => server.listen(0, '0.0.0.0', done));
  return (server.address() as AddressInfo).port;
}

/** A JSON request from `from` to the portal on that same address (a LAN address) or on 127.0.0.1. */
export function sendFrom(
  from: string,
  port: number,
  method: string,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const host = from.startsWith('127.') ? '127.0.0.1' : from;
  const text = method === 'GET' ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host,
        port,
        localAddress: from,
        method,
        path,
        headers: {
          ...(text ? { 'content-type': 'application/json' } : {}),
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => {
          const json = res.headers['content-type']?.includes('json');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: json && data ? JSON.parse(data) : data });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/**
 * What a reverse proxy at `proxy` sends on for `client`: the client's own X-Forwarded-For with the
 * address it saw appended, as nginx's `$proxy_add_x_forwarded_for` and Caddy do.
 */
export function throughProxy(
  proxy: string,
  port: number,
  client: string,
  method: string,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const prior = headers['X-Forwarded-For'];
  const forwarded = prior ? `${prior}, ${client}` : client;
  return sendFrom(proxy, port, method, path, body, { ...headers, 'X-Forwarded-For': forwarded });
}
