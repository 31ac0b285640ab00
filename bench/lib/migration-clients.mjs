// The clients bench:migrations keeps running while it applies migrations: half read the status +
// period search's page; of the other half, every other one edits a quotation's `observacoes`, the rest
// edit its lines as the API's PUT does (the quotation's version, its lines deleted and inserted again,
// one transaction: the statements that the triggers on cotacao_itens follow) and, one edit in 20, try
// to delete a quotation and roll back (the wait a deletion sees, with no data lost). With mail jobs in
// the data, one more client touches them as the worker does after a send (it drops the sealed body).
import { summarise } from './stats.mjs';

export function startClients(pool, { clients, lo, hi, jobs }) {
  const samples = { read: [], write: [], itens: [], fila: [] };
  const errors = new Map(); // message -> count
  let running = true;
  const failed = (error) => errors.set(error.message, (errors.get(error.message) ?? 0) + 1);
  const timed = async (kind, work) => {
    const started = performance.now();
    await work().catch(failed);
    samples[kind].push(performance.now() - started);
  };
  const randomId = () => lo + Math.floor(Math.random() * (hi - lo + 1));

  const editLines = async (id, n) => {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('UPDATE cotacoes SET versao = versao + 1 WHERE id = $1', [id]);
      const { rows } = await c.query('DELETE FROM cotacao_itens WHERE cotacao_id = $1 RETURNING *', [id]);
      await c.query('INSERT INTO cotacao_itens SELECT * FROM json_populate_recordset(null::cotacao_itens, $1)', [
        JSON.stringify(rows),
      ]);
      if (n % 20 === 19) {
        await c.query('COMMIT');
        await c.query('BEGIN');
        await c.query(
          'DELETE FROM cotacoes WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM pedidos WHERE cotacao_id = $1)',
          [randomId()],
        );
        await c.query('ROLLBACK');
      } else await c.query('COMMIT');
    } catch (error) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      c.release();
    }
  };
  const client = async (i) => {
    for (let n = 0; running; n++) {
      const id = randomId();
      if (i % 4 === 1)
        await timed('write', () =>
          pool.query(`UPDATE cotacoes SET observacoes = $2 WHERE id = $1`, [id, `bench ${Date.now()}`]),
        );
      else if (i % 4 === 3) await timed('itens', () => editLines(id, n));
      else
        await timed('read', () =>
          pool.query(`SELECT id FROM cotacoes WHERE status = 'enviada' ORDER BY criado_em DESC, id DESC LIMIT 15`),
        );
    }
  };
  const fila = async () => {
    while (running) {
      const { id } = jobs[Math.floor(Math.random() * jobs.length)];
      await timed('fila', () =>
        pool.query(`UPDATE pgboss.job SET data = data - 'sealed' WHERE name = 'mail' AND id = $1`, [id]),
      );
      await new Promise((done) => setTimeout(done, 20));
    }
  };
  const all = Array.from({ length: clients }, (_, i) => client(i));
  if (jobs.length) all.push(fila());

  return {
    async stop() {
      running = false;
      await Promise.all(all);
      // A loop, not Math.max(...samples): minutes of samples overflow the call stack as arguments.
      const worst = (kind) => Number(samples[kind].reduce((max, ms) => Math.max(max, ms), 0).toFixed(0));
      const p99 = (kind) => (samples[kind].length ? Number(summarise(samples[kind]).p99.toFixed(1)) : 0);
      return {
        slowestReadMs: worst('read'),
        slowestWriteMs: worst('write'),
        slowestLinesEditMs: worst('itens'),
        ...(jobs.length && { slowestQueueWriteMs: worst('fila') }),
        readP99Ms: p99('read'),
        writeP99Ms: p99('write'),
        linesEditP99Ms: p99('itens'),
        statements: Object.values(samples).reduce((sum, kind) => sum + kind.length, 0),
        linesEdits: samples.itens.length,
        errors: [...errors.values()].reduce((sum, n) => sum + n, 0),
        errorMessages: Object.fromEntries(errors),
      };
    },
  };
}
