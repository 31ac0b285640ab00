import express from 'express';
import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/app-config.js';
import { proxyTrust } from '../../src/config/trust-proxy.js';
import { clientIp } from '../../src/common/http/client-ip.js';
import { sendFrom, throughProxy } from '../support/sockets-from.js';

// Whatever X-Forwarded-For a client writes (several hops, spaces, IPv6, garbage), the IP the portal
// uses is its socket's address when it connects directly, and the address the proxy appended when the
// proxy (TRUST_PROXY=127.0.0.1) brings it. The `trust proxy` setting is the one create-app.ts gives
// Express; clientIp is what every limit, audit entry and acceptance record uses.

const garbage = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) });
const hop = fc.oneof(fc.ipV4(), fc.ipV6(), garbage, fc.constant('127.0.0.1'), fc.constant('unknown'));
const forged = fc
  .tuple(fc.array(hop, { minLength: 1, maxLength: 5 }), fc.constantFrom(',', ', ', ' , ', ',,'))
  .map(([hops, sep]) => hops.join(sep));
// A client the proxy saw, a trusted address too (a browser on the server itself, beside the proxy).
const client = fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('127.0.0.1', '::1', '::ffff:127.0.0.1'));

describe('the client IP under TRUST_PROXY=127.0.0.1, for any forged X-Forwarded-For', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'proxy-')), TRUST_PROXY: '127.0.0.1' });
    const app = express().set('trust proxy', proxyTrust(config.server.trustProxy));
    app.post('/ip', (request, response) => {
      response.json({ ip: clientIp(request) });
    });
    server = app.listen(0, '0.0.0.0');
    await new Promise((done) => server.once('listening', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  it('a direct client (127.0.0.2) is its socket address', async () => {
    await fc.assert(
      fc.asyncProperty(forged, async (header) => {
        const { body } = await sendFrom('127.0.0.2', port, 'POST', '/ip', {}, { 'X-Forwarded-For': header });
        expect(body).toEqual({ ip: '127.0.0.2' });
      }),
      { numRuns: 150 },
    );
  });

  it('through the proxy, the address it appended, whatever the client wrote before it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(forged), client, async (header, seen) => {
        const headers: Record<string, string> = header === null ? {} : { 'X-Forwarded-For': header };
        const { body } = await throughProxy('127.0.0.1', port, seen, 'POST', '/ip', {}, headers);
        expect(body).toEqual({ ip: seen });
      }),
      { numRuns: 150 },
    );
  });
});
