import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startServerProcess, stopServerProcess, TEST_DATA } from '../support/server-process.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const WARNING = 'chegam com X-Forwarded-For, mas TRUST_PROXY está desligado';

// A reverse proxy in front without TRUST_PROXY (probe 7 F9): every visitor counts as the proxy's IP, so
// 20 strangers an hour lock everyone out of the public forms, and nothing told the operator. The log
// says it once, the first time a request brings X-Forwarded-For; never with TRUST_PROXY set.
describe('X-Forwarded-For without TRUST_PROXY', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(TEST_DATA, 'proxy-'));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function logAfterRequests(env: Record<string, string>, headers: Record<string, string>[]): Promise<string> {
    const port = await freePort();
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: t.config.database.url!,
      JWT_SECRET: t.config.auth.jwtSecret,
      ...env,
    });
    try {
      for (const sent of headers) {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: sent });
        expect(response.status).toBe(200);
      }
      // Lines reach stdout once per turn of the server's event loop.
      await new Promise((done) => setTimeout(done, 300));
      return server.output();
    } finally {
      await stopServerProcess(server);
    }
  }

  it('warns once, in Portuguese, naming the setting and what it costs', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    const output = await logAfterRequests({}, [{}, forwarded, forwarded, { 'x-forwarded-for': '203.0.113.8' }]);
    expect(output.split(WARNING).length - 1).toBe(1);
    expect(output).toContain('todos os visitantes contam como o IP do proxy');
  }, 120_000);

  it('says nothing when no request brings the header, or when TRUST_PROXY names the proxy', async () => {
    expect(await logAfterRequests({}, [{}, {}])).not.toContain(WARNING);
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    expect(await logAfterRequests({ TRUST_PROXY: 'loopback' }, [forwarded])).not.toContain(WARNING);
  }, 120_000);
});
