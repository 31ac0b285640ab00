import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { hashPassword } from '../../src/common/security/password-hasher.js';
import { MIGRATIONS_DIR } from '../../src/database/database-runtime.js';
import { bancoAntesDe } from '../support/migracao-sob-escrita.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Probe 6 F4: builds before 20261125150000_senha_gerada printed the first administrator's generated
// password in the log ("troque-a") and that migration added must_change_password as false for every
// row, so after an upgrade the printed password kept signing in for good. Upgraded, the install must
// answer as a fresh one does: 403 and the link to define a password of one's own.
const SENHA_GERADA = '20261125150000_senha_gerada';
const ESTA = '20261201030000_senha_gerada_antiga';
const NOVA = 'Minha-senha-nova-8';

/** What ensure-admin wrote on its first start before senha_gerada (git show baa1cbd:apps/api/src/database/ensure-admin.ts). */
async function adminDaVersaoAntiga(db: pg.Client, email: string, password: string): Promise<void> {
  await db.query(
    `INSERT INTO users (email, name, role_id, status, email_confirmed, email_confirmed_at, password_hash)
     VALUES ($1, 'Administrador do Portal', (SELECT id FROM roles WHERE normalized_name = 'ADMIN'), 1, true, now(), $2)
     ON CONFLICT (email) DO UPDATE SET status = 1, password_hash = EXCLUDED.password_hash,
       role_id = EXCLUDED.role_id, sessions_valid_after = now()`,
    [email, await hashPassword(password)],
  );
  await db.query(`INSERT INTO audit_logs (message, data) VALUES ('Administrador inicial criado', $1)`, [
    JSON.stringify({ userId: null, idObject: null, email, ip: null, action: 'admin.bootstrap' }),
  ]);
}

/** A password set through a link on an old build (its password-reset.service: setPassword and the audit entry). */
async function senhaPeloLinkNaVersaoAntiga(db: pg.Client, email: string, password: string): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE users SET password_hash = $2, email_confirmed = true, sessions_valid_after = now(), updated_at = now()
      WHERE email = $1 RETURNING id`,
    [email, await hashPassword(password)],
  );
  await db.query(`INSERT INTO audit_logs (message, data) VALUES ('Senha redefinida pelo link', $1)`, [
    JSON.stringify({ userId: rows[0].id, idObject: rows[0].id, email, ip: '10.0.0.9', action: 'PASSWORD_RESET' }),
  ]);
}

const login = (t: TestApp, email: string, password: string) => t.http.post('/api/auth/login').send({ email, password });

describe('upgrading an install whose first administrator was created before senha_gerada', () => {
  const banco = bancoAntesDe(SENHA_GERADA);
  let t: TestApp;
  const gerada = 'q0Zk3vYt8LmW1xRb7a'; // randomBytes(12).toString('base64url') + '7a', as those builds made it

  beforeAll(async () => {
    const db = await banco.conectar();
    await adminDaVersaoAntiga(db, 'admin@portal.local', gerada);
    // Another administrator whose password its owner set through the invitation link: not asked again.
    await db.query(
      `INSERT INTO users (email, name, role_id) VALUES ('ti@acme.com.br', 'Equipe TI', (SELECT id FROM roles WHERE normalized_name = 'ADMIN'))`,
    );
    await senhaPeloLinkNaVersaoAntiga(db, 'ti@acme.com.br', 'Escolhida-pela-ti-4');
    expect(await banco.migrar()).toContain(SENHA_GERADA);
    t = await createTestApp({}, { database: banco.nome });
  }, 120_000);
  afterAll(() => t?.close());

  it('the password the old build printed must be changed at the next sign-in, as on a fresh install', async () => {
    const refused = await login(t, 'admin@portal.local', gerada).expect(403);
    expect(refused.body).toEqual({
      message: SERVER_MESSAGES.passwordMustChange,
      changePasswordPath: expect.stringMatching(/^\/reset-password\?userId=\d+&token=/),
      requestId: expect.any(String),
    });
    const query = Object.fromEntries(new URL(refused.body.changePasswordPath, 'http://x').searchParams);
    await t.http
      .post('/api/auth/reset-password')
      .send({ ...query, newPassword: NOVA, confirmPassword: NOVA })
      .expect(200);
    await login(t, 'admin@portal.local', NOVA).expect(200);
    await login(t, 'admin@portal.local', gerada).expect(401);
  });

  it('a password its owner already set through a link still signs in', async () => {
    await login(t, 'ti@acme.com.br', 'Escolhida-pela-ti-4').expect(200);
  });
});

describe('upgrading an install whose first administrator already replaced the printed password', () => {
  const banco = bancoAntesDe(SENHA_GERADA);
  let t: TestApp;

  beforeAll(async () => {
    const db = await banco.conectar();
    await adminDaVersaoAntiga(db, 'admin@portal.local', 'r8Tq0Zk3vYt8LmW1x7a');
    await senhaPeloLinkNaVersaoAntiga(db, 'admin@portal.local', 'Trocada-pelo-dono-3');
    await banco.migrar();
    t = await createTestApp({}, { database: banco.nome });
  }, 120_000);
  afterAll(() => t?.close());

  it('signs in with the password of its own, no change asked', async () => {
    await login(t, 'admin@portal.local', 'Trocada-pelo-dono-3').expect(200);
  });
});

// Signed in on the old build when the upgrade ran: the session check refuses a flagged account with a
// 403 and no link (a second line, meant for sessions a generated password already ended). That open
// session must end (401: the web goes to the login, which answers the 403 with the link).
describe('upgrading while the old first administrator is signed in', () => {
  const banco = bancoAntesDe(SENHA_GERADA);
  let t: TestApp;
  const gerada = 'Zk3vYt8LmW1xRbq07a';

  beforeAll(async () => {
    const db = await banco.conectar();
    await adminDaVersaoAntiga(db, 'admin@portal.local', gerada);
    const anterior = readdirSync(MIGRATIONS_DIR)
      .filter((n) => n < ESTA)
      .at(-1)!;
    await banco.migrar(anterior);
    t = await createTestApp({}, { database: banco.nome });
  }, 120_000);
  afterAll(() => t?.close());

  it('its open session ends at the upgrade; the next sign-in asks for a password of its own', async () => {
    const { token } = (await login(t, 'admin@portal.local', gerada).expect(200)).body as { token: string };
    const sessao = () => t.http.get('/api/auth/is-authenticated').set('Authorization', `Bearer ${token}`);
    await sessao().expect(200);
    expect(await banco.migrar()).toContain(ESTA);
    const depois = await sessao();
    expect([depois.status, depois.body.message]).toEqual([401, SERVER_MESSAGES.unauthenticated]);
    const refused = await login(t, 'admin@portal.local', gerada).expect(403);
    expect(refused.body.changePasswordPath).toMatch(/^\/reset-password\?userId=\d+&token=/);
  });
});

// Any history of start-ups (old builds before senha_gerada was applied, new ones after), passwords set
// through links, `portal usuarios:redefinir-senha` and unrelated audit entries, over three addresses
// (the third a salesperson invited before any start-up): after this migration exactly the users whose
// password an old start-up gave and nothing replaced since must change it; every other flag is kept.
describe(`${ESTA} on any history (fast-check)`, () => {
  const banco = bancoAntesDe(ESTA);
  const EMAILS = ['admin@portal.local', 'ti@acme.com.br', 'vera@acme.com.br'];
  const APLICADA = Date.parse('2026-11-25T15:10:00Z'); // when senha_gerada ran on this install
  const INICIO = APLICADA - 3 * 86_400_000;
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA'; // never verified here

  type Evento = { tipo: 'partida' | 'link' | 'comando' | 'login'; quem: number; minuto: number; gerada: boolean };
  const evento = fc.record({
    tipo: fc.constantFrom<Evento['tipo']>('partida', 'link', 'comando', 'login'),
    quem: fc.integer({ min: 0, max: 2 }),
    minuto: fc.integer({ min: 1, max: 6 * 24 * 60 }),
    gerada: fc.boolean(),
  });
  const auditoria = (db: pg.Client, em: Date, message: string, data: object) =>
    db.query(`INSERT INTO audit_logs ("timestamp", message, data) VALUES ($1, $2, $3)`, [
      em,
      message,
      JSON.stringify(data),
    ]);

  /** Writes the history as those builds did, at its instants; returns the flags it must end with. */
  async function escrever(db: pg.Client, eventos: Evento[]): Promise<Record<string, boolean>> {
    const modelo = new Map<string, { flag: boolean; antiga: boolean }>();
    const id = async (email: string) =>
      (await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0].id;
    await db.query(
      `INSERT INTO users (email, name, role_id, password_hash, created_at)
       VALUES ($1, 'Vera Vendas', (SELECT id FROM roles WHERE normalized_name = 'COMERCIAL'), $2, $3)`,
      [EMAILS[2], HASH, new Date(INICIO)],
    );
    modelo.set(EMAILS[2], { flag: false, antiga: false });
    const ordem = [...eventos].sort((a, b) => a.minuto - b.minuto);
    for (const [i, e] of ordem.entries()) {
      const em = new Date(INICIO + e.minuto * 60_000 + i * 2);
      const email = EMAILS[e.quem];
      const antiga = em.getTime() < APLICADA;
      const existe = modelo.get(email);
      if (e.tipo === 'partida') {
        // ensure-admin; after senha_gerada it also sets the flag (generated password or ADMIN_PASSWORD).
        const flag = !antiga && e.gerada;
        await db.query(
          `INSERT INTO users (email, name, role_id, status, email_confirmed, email_confirmed_at, password_hash,
                              must_change_password, created_at, sessions_valid_after)
           VALUES ($1, 'Administrador do Portal', (SELECT id FROM roles WHERE normalized_name = 'ADMIN'), 1, true, $3, $2, $4, $3, $3)
           ON CONFLICT (email) DO UPDATE SET status = 1, password_hash = EXCLUDED.password_hash,
             role_id = EXCLUDED.role_id, sessions_valid_after = $3, must_change_password = $4`,
          [email, HASH, em, flag],
        );
        await auditoria(db, new Date(em.getTime() + 1), 'Administrador inicial criado', {
          userId: null,
          idObject: null,
          email,
          ip: null,
          action: 'admin.bootstrap',
        });
        modelo.set(email, { flag, antiga });
      } else if (existe && e.tipo === 'link') {
        const user = await id(email);
        await db.query(`UPDATE users SET password_hash = $2, must_change_password = false WHERE id = $1`, [user, HASH]);
        await auditoria(db, em, 'Senha redefinida pelo link', {
          userId: user,
          idObject: user,
          email,
          ip: '10.0.0.1',
          action: e.gerada ? 'PASSWORD_RESET' : 'PASSWORD_SET',
        });
        modelo.set(email, { flag: false, antiga: false });
      } else if (existe && e.tipo === 'comando' && !antiga) {
        const user = await id(email);
        await db.query(`UPDATE users SET password_hash = $2, must_change_password = true WHERE id = $1`, [user, HASH]);
        await auditoria(db, em, 'Senha redefinida pela linha de comando', {
          userId: null,
          idObject: user,
          email,
          ip: null,
          action: 'PASSWORD_RESET_CLI',
        });
        modelo.set(email, { flag: true, antiga: false });
      } else if (existe && e.tipo === 'login') {
        const user = await id(email);
        await auditoria(db, em, 'Login realizado', {
          userId: user,
          idObject: user,
          email,
          ip: '10.0.0.1',
          action: 'LOGIN',
        });
      }
    }
    return Object.fromEntries([...modelo].map(([email, m]) => [email, m.flag || m.antiga]));
  }

  it('asks exactly the users whose old start-up password nothing replaced', async () => {
    const db = await banco.conectar();
    const sql = readFileSync(join(MIGRATIONS_DIR, ESTA, 'migration.sql'), 'utf8');
    await fc.assert(
      fc.asyncProperty(fc.array(evento, { maxLength: 8 }), async (eventos) => {
        await db.query('BEGIN');
        try {
          await db.query(`UPDATE "_portal_migrations" SET applied_at = $1 WHERE name = $2`, [
            new Date(APLICADA),
            SENHA_GERADA,
          ]);
          const esperado = await escrever(db, eventos);
          await db.query(sql);
          const { rows } = await db.query<{ email: string; f: boolean }>(
            'SELECT email, must_change_password AS f FROM users WHERE email = ANY($1)',
            [EMAILS],
          );
          expect(Object.fromEntries(rows.map((r) => [r.email, r.f]))).toEqual(esperado);
        } finally {
          await db.query('ROLLBACK');
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
