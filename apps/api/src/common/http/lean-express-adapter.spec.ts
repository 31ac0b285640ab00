import { Logger } from '@nestjs/common';
import fc from 'fast-check';
import type { Express, Request, Response } from 'express';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CountingExpressAdapter } from './handlers-in-flight.js';
import { LeanExpressAdapter } from './lean-express-adapter.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One raw HTTP exchange: status, headers (without Date and Connection) and the body's bytes. */
function ask(server: Server, path: string, method: string, headers: Record<string, string>): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks).toString('latin1') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a route handler may return, and the request it answers. */
const cases = fc.record({
  body: fc.oneof(
    fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }),
    fc.array(fc.jsonValue(), { maxLength: 5 }),
    fc.constantFrom(null, undefined, 'texto', 'ção', 42, true, new Error('falhou'), Buffer.from('bytes')),
  ),
  status: fc.constantFrom(undefined, 200, 201, 204, 205, 304, 400, 404, 503),
  method: fc.constantFrom('GET', 'POST', 'HEAD', 'DELETE'),
  conditional: fc.constantFrom<Record<string, string>[]>(
    {},
    { 'if-none-match': '*' },
    { 'if-none-match': 'W/"x"' },
    { 'if-modified-since': 'Wed, 21 Oct 2015 07:28:00 GMT' },
  ),
  typed: fc.boolean(),
});

describe('LeanExpressAdapter', () => {
  const adapter = new LeanExpressAdapter();
  let server: Server;
  let current: { body: unknown; status?: number; typed: boolean } = { body: null, typed: false };
  let prototypes: [object, object] | undefined;

  beforeAll(async () => {
    // Nest warns of a text Content-Type with a JSON body (the typed cases): the same on both sides.
    Logger.overrideLogger(false);
    const app = adapter.getInstance<Express>();
    app.set('etag', false);
    app.disable('x-powered-by');
    // The same answer, by the lean reply and by Nest's own (res.json()/res.send()).
    const handler = (lean: boolean) => (_req: Request, res: Response) => {
      const { body, status, typed } = current;
      if (typed) res.type('text/plain');
      return (lean ? adapter.reply : CountingExpressAdapter.prototype.reply).call(adapter, res, body, status);
    };
    app.all('/lean', handler(true));
    app.all('/express', handler(false));
    adapter.initHttpServer({});
    server = adapter.getHttpServer() as Server;
    // Before Express sees them: the objects the server built.
    server.prependListener('request', (req: object, res: object) => {
      prototypes = [Object.getPrototypeOf(req) as object, Object.getPrototypeOf(res) as object];
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    Logger.overrideLogger(true);
    await new Promise((resolve) => server.close(resolve));
  });

  it("builds req and res on Express's prototypes (app.handle then changes nothing)", async () => {
    current = { body: { ok: true }, typed: false };
    await ask(server, '/lean', 'GET', {});
    const app = adapter.getInstance<Express>();
    expect(prototypes).toEqual([app.request, app.response]);
  });

  it('answers exactly what Express answers: status, headers and bytes', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async ({ conditional, method, ...answer }) => {
        current = answer;
        const lean = await ask(server, '/lean', method, conditional);
        const express = await ask(server, '/express', method, conditional);
        expect(lean).toEqual(express);
      }),
      { numRuns: 150 },
    );
  });
});
