import { insertUser, createTestApp, type TestApp } from '../support/test-app.js';
import { emStatus, makeWorld, type World } from '../cotacoes/cotacoes-helpers.js';
import { anotherComputer, listenOnEveryInterface, sendFrom, throughProxy } from '../support/sockets-from.js';

// Probe 7, F2: with TRUST_PROXY set, a computer of the office that reaches the portal's port directly
// (HOST listens on every interface; the README keeps the LAN on plain HTTP) wrote its own
// X-Forwarded-For and picked its IP: no login lockout, forged IPs in the audit log and the acceptance
// record. Only the proxy's X-Forwarded-For counts now. Real sockets: what decides is the address the
// connection comes from (127.0.0.2 or this machine's LAN address stand for "another computer").

const WRONG = { password: 'Errada-123x' };

async function ipsAudited(t: TestApp, email: string): Promise<string[]> {
  const { rows } = await t.db.query<{ ip: string }>(
    `SELECT data->>'ip' AS ip FROM audit_logs WHERE data->>'email' = $1 ORDER BY id`,
    [email],
  );
  return rows.map((row) => row.ip);
}

describe.each([
  // The README's value: the proxy runs on this machine (loopback); the LAN address is another computer.
  { trustProxy: 'true', direct: anotherComputer(), proxyFrom: '127.0.0.1' },
  // The proxy's address given: 127.0.0.2 on the loopback is then "another computer".
  { trustProxy: '127.0.0.1', direct: '127.0.0.2', proxyFrom: '127.0.0.1' },
  { trustProxy: '10.0.0.0/8, 127.0.0.1/32', direct: '127.0.0.2', proxyFrom: '127.0.0.1' },
])('TRUST_PROXY=$trustProxy', ({ trustProxy, direct, proxyFrom }) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: trustProxy,
      LOGIN_MAX_ATTEMPTS: '3',
      PUBLIC_URL: 'https://portal.acme.com.br',
    });
    port = await listenOnEveryInterface(t);
  });
  afterAll(() => t.close());
  /** What the proxy sends on: the client's header with the address it saw appended (nginx's $proxy_add_x_forwarded_for). */
  const proxy = {
    send: (client: string, method: string, path: string, body: object, headers: Record<string, string>) =>
      throughProxy(proxyFrom, port, client, method, path, body, headers),
  };

  it(`a direct client (${direct}) with a forged X-Forwarded-For is locked out after LOGIN_MAX_ATTEMPTS, its real IP audited`, async () => {
    const user = await insertUser(t.db, 'COMERCIAL');
    const tries = [];
    for (let i = 0; i < 5; i++)
      tries.push(
        (
          await sendFrom(
            direct,
            port,
            'POST',
            '/api/Auth/login',
            { email: user.email, ...WRONG },
            {
              'X-Forwarded-For': `10.8.8.${i}`,
            },
          )
        ).status,
      );
    expect(tries).toEqual([401, 401, 401, 429, 429]);
    const ips = await ipsAudited(t, user.email);
    expect(ips.length).toBeGreaterThan(0);
    expect(new Set(ips)).toEqual(new Set([direct]));
  });

  it("through the proxy, the client's address the proxy appended is the IP (forged entries before it ignored)", async () => {
    const user = await insertUser(t.db, 'COMERCIAL');
    const login = (client: string, forged: string) =>
      proxy.send(client, 'POST', '/api/Auth/login', { email: user.email, ...WRONG }, { 'X-Forwarded-For': forged });
    for (let i = 0; i < 3; i++) expect((await login('203.0.113.10', `10.9.9.${i}`)).status).toBe(401);
    expect((await login('203.0.113.10', '10.9.9.9')).status).toBe(429);
    // Another client behind the same proxy is not locked out of the same account.
    expect((await login('2001:db8::11', '203.0.113.10')).status).toBe(401);
    expect(new Set(await ipsAudited(t, user.email))).toEqual(new Set(['203.0.113.10', '2001:db8::11']));
  });

  it("a client on the proxy's own machine (the probe's curl beside it) is that address, not what it wrote", async () => {
    const user = await insertUser(t.db, 'COMERCIAL');
    const login = (forged: string) =>
      proxy.send(
        '127.0.0.1',
        'POST',
        '/api/Auth/login',
        { email: user.email, ...WRONG },
        { 'X-Forwarded-For': forged },
      );
    const tries = [];
    for (let i = 0; i < 4; i++) tries.push((await login(`10.9.9.${i}`)).status);
    expect(tries).toEqual([401, 401, 401, 429]);
    expect(new Set(await ipsAudited(t, user.email))).toEqual(new Set(['127.0.0.1']));
  });

  it('X-Forwarded-Proto: https from a direct client sends no HSTS; from the proxy it does', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const direto = await sendFrom(direct, port, 'GET', '/api/health', {}, https);
    expect(direto.status).toBe(200);
    expect(direto.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await proxy.send('203.0.113.5', 'GET', '/api/health', {}, https);
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  describe('the acceptance record', () => {
    let w: World;
    beforeAll(async () => {
      w = await makeWorld(t);
    });

    const aceite = async (id: number) =>
      (await t.db.query(`SELECT ip FROM cotacao_aceites WHERE cotacao_id = $1`, [id])).rows[0]?.ip;

    it('keeps the real address of a direct client, whatever X-Forwarded-For it sends', async () => {
      const q = await emStatus(t, w, 'enviada');
      const res = await sendFrom(
        direct,
        port,
        'POST',
        `/api/minhas-cotacoes/${q.id}/aceitar`,
        {},
        {
          ...w.clienteUser.auth,
          'X-Forwarded-For': '198.51.100.66',
        },
      );
      expect(res.status).toBe(200);
      expect(await aceite(q.id)).toBe(direct);
    });

    it("keeps the client's address the proxy saw", async () => {
      const q = await emStatus(t, w, 'enviada');
      const res = await proxy.send(
        '203.0.113.77',
        'POST',
        `/api/minhas-cotacoes/${q.id}/aceitar`,
        {},
        {
          ...w.clienteUser.auth,
          'X-Forwarded-For': '198.51.100.66',
        },
      );
      expect(res.status).toBe(200);
      expect(await aceite(q.id)).toBe('203.0.113.77');
    });
  });
});
