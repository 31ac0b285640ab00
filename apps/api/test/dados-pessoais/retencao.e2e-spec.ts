import { Clock } from '../../src/common/clock.js';
import { RetencaoService } from '../../src/modules/dados-pessoais/retencao.service.js';
import { createTestApp, insertUser, type TestApp } from '../support/test-app.js';

const DIA = 24 * 3600 * 1000;
const AGORA = new Date('2030-06-01T12:00:00Z');
const ha = (dias: number, minutos = 0) => new Date(AGORA.getTime() - dias * DIA + minutos * 60_000);

describe('retention that runs by itself: each kind of row deleted past its age, in batches', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      RETENTION_AUDIT_DAYS: '30',
      RETENTION_TOKEN_DAYS: '7',
      RETENTION_SESSION_DAYS: '1',
      RETENTION_THROTTLE_DAYS: '2',
      RETENTION_MAIL_JOB_DAYS: '10',
      RETENTION_BATCH_SIZE: '3',
    });
    t.app.get(Clock).now = () => new Date(AGORA);
  });
  afterAll(() => t.close());

  const count = async (sql: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0].n;

  it('is on the shared scheduler, every night', async () => {
    const { rows } = await t.db.query(`SELECT name, cron FROM pgboss.schedule WHERE name = 'retencao-dados'`);
    expect(rows).toEqual([{ name: 'retencao-dados', cron: '30 3 * * *' }]);
  });

  it('deletes exactly the rows older than each setting, a batch at a time, and records the counts', async () => {
    await t.db.query('DELETE FROM audit_logs');
    // 7 audit entries past 30 days (one a minute past the cutoff), 2 inside it (one a minute inside).
    const velhas = [31, 40, 50, 60, 70, 400].map((d) => ha(d)).concat(ha(30, -1));
    for (const [i, ts] of [...velhas, ha(30, 1), ha(1)].entries()) {
      await t.db.query(`INSERT INTO audit_logs ("timestamp", message, data) VALUES ($1, $2, '{}')`, [ts, `e${i}`]);
    }
    const user = await insertUser(t.db, 'COMERCIAL');
    for (const [i, [expires, used]] of [
      [ha(8), null],
      [ha(-1), ha(9)],
      [ha(6), null],
      [ha(-1), ha(1)],
    ].entries()) {
      await t.db.query(
        `INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at, used_at) VALUES ($1, 'RESET_PASSWORD', $2, $3, $4)`,
        [user.id, String(i).repeat(64), expires, used],
      );
    }
    await t.db.query(`INSERT INTO revoked_sessions (jti, expires_at) VALUES ('a', $1), ('b', $2)`, [ha(2), ha(0.5)]);
    await t.db.query(`DELETE FROM throttle_counters`);
    await t.db.query(`INSERT INTO throttle_counters (key, hits, expires_at) VALUES ('x', 1, $1), ('y', 1, $2)`, [
      ha(3),
      ha(1),
    ]);
    await t.db.query(`DELETE FROM pgboss.job WHERE name = 'mail'`);
    for (const [state, done] of [
      ['completed', ha(11)],
      ['completed', ha(12)],
      ['completed', ha(9)],
      ['failed', ha(20)],
    ] as const) {
      await t.db.query(`INSERT INTO pgboss.job (name, data, state, completed_on) VALUES ('mail', '{}', $1, $2)`, [
        state,
        done,
      ]);
    }

    const result = await t.app.get(RetencaoService).executar();
    expect(result.apagados).toEqual({ auditoria: 7, links: 2, sessoes: 1, contadores: 1, emails: 2 });
    // Batches of 3: audit 3+3+1, then one short batch for each other kind.
    expect(result.lotes).toBe(3 + 4);

    const { rows: restantes } = await t.db.query<{ message: string }>(
      `SELECT message FROM audit_logs WHERE data->>'action' IS NULL ORDER BY message`,
    );
    expect(restantes.map((row) => row.message)).toEqual(['e7', 'e8']);
    expect(await count('user_tokens')).toBe(2);
    expect((await t.db.query('SELECT jti FROM revoked_sessions')).rows).toEqual([{ jti: 'b' }]);
    expect((await t.db.query('SELECT key FROM throttle_counters')).rows).toEqual([{ key: 'y' }]);
    expect(await count(`pgboss.job WHERE name = 'mail'`)).toBe(2);

    const { rows: audit } = await t.db.query(
      `SELECT message, data FROM audit_logs WHERE data->>'action' = 'RETENCAO_EXECUTADA'`,
    );
    expect(audit).toEqual([
      {
        message: 'Retenção de dados executada: 13 registros apagados',
        data: expect.objectContaining({
          changes: expect.objectContaining({ auditoria: 7, links: 2, sessoes: 1, contadores: 1, emails: 2, lotes: 7 }),
        }),
      },
    ]);

    // A second run finds nothing more to delete but the first run's own entry, written at the
    // database's real time, years before the test clock.
    const again = await t.app.get(RetencaoService).executar();
    expect(again.apagados).toEqual({ auditoria: 1, links: 0, sessoes: 0, contadores: 0, emails: 0 });
    expect(await count(`audit_logs WHERE message IN ('e7', 'e8')`)).toBe(2);
  });
});
