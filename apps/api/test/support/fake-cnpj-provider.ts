import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers for one CNPJ. Unlisted CNPJs get ReceitaWS's "not found" (status ERROR). */
export type CnpjBehaviour =
  | { kind: 'found'; company: Record<string, string> }
  | { kind: 'not-found-404' }
  | { kind: 'error'; message: string }
  | { kind: 'throttled' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'broken' };

export interface FakeCnpjProvider {
  /** Value for CNPJ_API_URL. */
  url: string;
  /** How many times each CNPJ was asked. */
  hits: Map<string, number>;
  set(cnpj: string, behaviour: CnpjBehaviour): void;
  close(): Promise<void>;
}

/** A local HTTP server answering like ReceitaWS (GET /v1/cnpj/{cnpj}). */
export async function startFakeCnpjProvider(): Promise<FakeCnpjProvider> {
  const behaviours = new Map<string, CnpjBehaviour>();
  const hits = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/v1\/cnpj\/([^/?]+)$/.exec(request.url ?? '');
    if (!match) return json(response, 400, { status: 'ERROR', message: 'Rota desconhecida' });
    const cnpj = decodeURIComponent(match[1]);
    hits.set(cnpj, (hits.get(cnpj) ?? 0) + 1);
    const behaviour = behaviours.get(cnpj) ?? { kind: 'error', message: 'CNPJ não encontrado na base.' };
    switch (behaviour.kind) {
      case 'found':
        return json(response, 200, { status: 'OK', cnpj, ...behaviour.company });
      case 'not-found-404':
        return json(response, 404, { status: 'ERROR', message: 'Not Found' });
      case 'error':
        return json(response, 200, { status: 'ERROR', message: behaviour.message });
      case 'throttled':
        response.writeHead(429, { 'Content-Type': 'text/html' }).end('<h1>Too many requests</h1>');
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          json(response, 200, { status: 'OK', nome: 'TARDE DEMAIS' });
        }, behaviour.delayMs);
        timers.add(timer);
        return;
      }
      case 'broken':
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1/cnpj/{cnpj}`,
    hits,
    set: (cnpj, behaviour) => behaviours.set(cnpj, behaviour),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
