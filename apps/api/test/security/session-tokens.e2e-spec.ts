import { createHmac } from 'node:crypto';
import { ROLE_CLAIM } from '@portal/shared/constants';
import { insertCliente } from '@portal/test-support';
import { clienteExemplo } from '../accounts/helpers.js';
import { createTestApp, insertUser, tokenFor, type TestApp, type TestUser } from '../support/test-app.js';
import { claimsFor, otherKeyToken, signHs256, tamperedToken, unsignedToken } from './forged-tokens.js';

// One route per access group: every signed-in role, staff, ADMIN only, CLIENTE only.
const PROBES: [string, string][] = [
  ['ADMIN', '/api/auth/is-authenticated'],
  ['ADMIN', '/api/Clientes'],
  ['ADMIN', '/api/logs'],
  ['CLIENTE', '/api/meusdados'],
];

describe('session tokens an attacker brings', () => {
  let t: TestApp;
  let admin: TestUser;
  let cliente: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await insertUser(t.db, 'ADMIN');
    const customer = await insertCliente(t.db, clienteExemplo('pf', 31415926));
    cliente = await insertUser(t.db, 'CLIENTE', { clienteId: customer.id });
  });
  afterAll(() => t.close());

  const subject = (role: string) =>
    role === 'ADMIN'
      ? { id: admin.id, email: admin.email, role: 'ADMIN' }
      : { id: cliente.id, email: cliente.email, role: 'CLIENTE' };

  /** Status and message of each probe route its role may call, with this token. */
  async function probe(tokenOf: (role: string) => Promise<string> | string): Promise<string[]> {
    const answers: string[] = [];
    for (const [role, path] of PROBES) {
      const response = await t.http.get(path).set('Authorization', `Bearer ${await tokenOf(role)}`);
      answers.push(`${path} ${response.status} ${response.body.message ?? ''}`.trim());
    }
    return answers;
  }

  const refusedEverywhere = PROBES.map(([, path]) => `${path} 401 Não autenticado.`);
  const ownToken = (role: string) => tokenFor(t.app, role === 'ADMIN' ? admin : cliente, role);

  it('the app-issued token passes every probe (so the refusals below are about the token)', async () => {
    expect(await probe(ownToken)).toEqual(PROBES.map(([, path]) => `${path} 200`));
  });

  it('refuses a token signed with another key', async () => {
    expect(await probe((role) => otherKeyToken(claimsFor(subject(role))))).toEqual(refusedEverywhere);
  });

  it('refuses alg "none" in any spelling, and the right key under another algorithm', async () => {
    expect(await probe((role) => unsignedToken(claimsFor(subject(role))))).toEqual(refusedEverywhere);
    for (const alg of ['None', 'NONE', 'nOnE']) {
      const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
      const [, payload] = unsignedToken(claimsFor(subject('ADMIN'))).split('.');
      await t.http.get('/api/Clientes').set('Authorization', `Bearer ${header}.${payload}.`).expect(401);
    }
    const hs512 = (role: string) => {
      const unsigned = [{ alg: 'HS512', typ: 'JWT' }, claimsFor(subject(role))]
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .join('.');
      const signature = createHmac('sha512', t.config.auth.jwtSecret).update(unsigned).digest('base64url');
      return `${unsigned}.${signature}`;
    };
    expect(await probe(hs512)).toEqual(refusedEverywhere);
  });

  it('refuses an expired token, and a real one whose claims were edited', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = (role: string) =>
      signHs256(claimsFor(subject(role), { iat: now - 7200, exp: now - 60 }), t.config.auth.jwtSecret);
    expect(await probe(expired)).toEqual(refusedEverywhere);
    // A CLIENTE's own token, edited to claim the ADMIN's identity and role.
    const escalated = tamperedToken(await ownToken('CLIENTE'), { sub: admin.id, [ROLE_CLAIM]: 'ADMIN' });
    expect(await probe(() => escalated)).toEqual(refusedEverywhere);
  });

  it('refuses a token after logout (revoked), leaving the other sessions alive', async () => {
    const signIn = async () =>
      (await t.http.post('/api/Auth/login').send({ email: admin.email, password: admin.password }).expect(200)).body
        .token as string;
    const token = await signIn();
    const other = await signIn();
    await t.http.get('/api/Clientes').set('Authorization', `Bearer ${token}`).expect(200);
    await t.http.post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(200);
    const answers = await probe((role) => (role === 'ADMIN' ? token : ownToken(role)));
    expect(answers.slice(0, 3)).toEqual(refusedEverywhere.slice(0, 3));
    await t.http.get('/api/Clientes').set('Authorization', `Bearer ${other}`).expect(200);
  });

  it('refuses the token of a deleted user and of a deactivated user', async () => {
    const doomed = await insertUser(t.db, 'ADMIN');
    const doomedToken = await tokenFor(t.app, doomed, 'ADMIN');
    const idle = await insertUser(t.db, 'COMERCIAL');
    const idleToken = await tokenFor(t.app, idle, 'COMERCIAL');
    await t.http.get('/api/Clientes').set('Authorization', `Bearer ${doomedToken}`).expect(200);
    await t.http.get('/api/Clientes').set('Authorization', `Bearer ${idleToken}`).expect(200);

    await t.db.query('DELETE FROM users WHERE id = $1', [doomed.id]);
    await t.db.query('UPDATE users SET status = 0 WHERE id = $1', [idle.id]);

    // A deleted account is unknown; a deactivated one is told why (as its login would be).
    const motivos: [string, string][] = [
      [doomedToken, 'Não autenticado.'],
      [idleToken, 'Usuário inativo. Entre em contato com o administrador.'],
    ];
    for (const [token, motivo] of motivos) {
      for (const path of ['/api/auth/is-authenticated', '/api/auth/userinfo', '/api/Clientes']) {
        const response = await t.http.get(path).set('Authorization', `Bearer ${token}`);
        expect([path, response.status, response.body.message]).toEqual([path, 401, motivo]);
      }
    }
  });

  it('takes the role from the account, not from a (validly signed) claim', async () => {
    // Even a token the server signed cannot lift a CLIENTE: the role and customer come from the database.
    const lifted = signHs256(
      claimsFor(subject('CLIENTE'), { [ROLE_CLAIM]: 'ADMIN', role: 'ADMIN', clienteId: 1 }),
      t.config.auth.jwtSecret,
    );
    const response = await t.http.get('/api/Clientes').set('Authorization', `Bearer ${lifted}`);
    expect([response.status, response.body.message]).toEqual([403, 'Acesso negado.']);
    const info = await t.http.get('/api/auth/userinfo').set('Authorization', `Bearer ${lifted}`).expect(200);
    expect(info.body.roles).toEqual(['CLIENTE']);
  });
});
