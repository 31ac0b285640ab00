import crypto from 'node:crypto';
import fc from 'fast-check';
import { SYNC_STATEMENT } from '../../src/database/notification-listener.js';
import { insertCliente } from '@portal/test-support';
import { PrismaService } from '../../src/database/prisma.service.js';
import { HealthService } from '../../src/modules/health/health.service.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { BESIDE_THE_REQUEST } from '../support/beside-the-request.js';
import { watchingQueries } from '../support/pg-queries.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { criar, emStatus, makeWorld, setNow, type World } from '../cotacoes/cotacoes-helpers.js';

/**
 * What the app's own pool sends to PostgreSQL while `run` is in flight (what runs beside the request
 * left out). The session cache's barrier on its LISTEN connection is not the pool's: `barriers` counts it.
 */
async function statementsOf(run: () => Promise<unknown>, barriers: string[] = []): Promise<string[]> {
  const sent: string[] = [];
  await watchingQueries(run, (text) => {
    if (text === SYNC_STATEMENT) barriers.push(text);
    else if (!BESIDE_THE_REQUEST.test(text)) sent.push(text.replace(/\s+/g, ' ').trim());
  });
  return sent;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** How many HMACs the process computes while `run` is in flight (jsonwebtoken signs and verifies with one). */
async function hmacsOf(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const original = crypto.createHmac;
  crypto.createHmac = ((...args: Parameters<typeof original>) => {
    count++;
    return original(...args);
  }) as typeof original;
  try {
    await run();
  } finally {
    crypto.createHmac = original;
  }
  return count;
}

/**
 * Issue 30: the per-request path. With the session cache warm, a by-id read is ONE statement, and
 * the customer read writes its personal-data access record in that same statement (same commit).
 */
describe('round trips per request', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: Caller;
  let produtoId: number;

  beforeAll(async () => {
    // Sending a quotation queues e-mails: delivered (drained) before a request is counted.
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' });
    produtoId = (
      await t.db.query<{ id: number }>(
        `INSERT INTO produtos (sku, tipo, nome) VALUES ('SKU-1', 'p', 'Parafuso') RETURNING id`,
      )
    ).rows[0].id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const warm = () => t.http.get('/api/auth/is-authenticated').set(staff.auth).expect(200);
  const leituras = async () =>
    (
      await t.db.query<{ message: string; data: Record<string, unknown> }>(
        `SELECT message, data FROM audit_logs WHERE data->>'action' = 'DADOS_PESSOAIS_LIDOS' ORDER BY id`,
      )
    ).rows;

  it('a session check with the cache warm sends the pool nothing: one barrier on the LISTEN connection', async () => {
    await warm();
    const barriers: string[] = [];
    expect(await statementsOf(warm, barriers)).toEqual([]);
    expect(barriers).toEqual([SYNC_STATEMENT]);
  });

  it("a session token's signature is checked once, not on every request", async () => {
    await warm();
    expect(await hmacsOf(warm)).toBe(0);
    // A token whose signature does not match is still refused, every time.
    const [head, body, signature] = staff.auth.Authorization.split('.');
    const forged = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (let i = 0; i < 2; i++)
      await t.http.get('/api/auth/is-authenticated').set({ Authorization: forged }).expect(401);
  });

  it('GET /api/health: requests that arrive while a check is in flight share its one SELECT 1', async () => {
    // Every pool connection taken: the first check waits for one until all eight callers have asked.
    const pool = t.app.get(PrismaService).pool;
    const health = t.app.get(HealthService);
    const databaseUp = health.databaseUp.bind(health);
    let asked = 0;
    health.databaseUp = () => {
      asked++;
      return databaseUp();
    };
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      const sent = await statementsOf(async () => {
        const answers = Promise.all(Array.from({ length: 8 }, () => t.http.get('/api/health')));
        await until(() => asked === 8);
        for (const client of held.splice(0)) client.release();
        for (const answer of await answers)
          expect([answer.status, answer.body]).toEqual([200, { status: 'ok', database: 'up' }]);
      });
      expect(sent.filter((text) => text === 'SELECT 1')).toHaveLength(1);
    } finally {
      for (const client of held) client.release();
      health.databaseUp = databaseUp;
    }
    // Once answered, the next check asks the database again (nothing is cached).
    expect(await statementsOf(() => t.http.get('/api/health').expect(200))).toEqual(['SELECT 1']);
  });

  it('GET /api/Produtos/{id}: one statement', async () => {
    await warm();
    const sent = await statementsOf(() => t.http.get(`/api/Produtos/${produtoId}`).set(staff.auth).expect(200));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/from "produtos"/i);
  });

  it('GET /api/Clientes/{id}: the read and its access record in one statement, the row as before', async () => {
    const { id } = await insertCliente(t.db, { nome: 'Ana Titular' });
    await warm();
    const before = (await leituras()).length;
    const sent = await statementsOf(() => t.http.get(`/api/Clientes/${id}`).set(staff.auth).expect(200));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(
      /^WITH lido AS \(select .* from "clientes" as "c" where "c"."id" = \$1\), acesso AS \(INSERT INTO audit_logs/,
    );
    const rows = await leituras();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({
      message: `Dados pessoais lidos: cliente id ${id} (ficha do cliente)`,
      data: {
        action: 'DADOS_PESSOAIS_LIDOS',
        userId: staff.user.id,
        idObject: id,
        email: staff.user.email,
        ip: expect.any(String),
        clienteId: id,
        via: 'modal',
      },
    });
  });

  it('every read of an existing customer leaves exactly one record; a missing one leaves none', async () => {
    const existing = await Promise.all([1, 2, 3].map((n) => insertCliente(t.db, { nome: `Cliente ${n}` })));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...existing.map((c) => c.id)), fc.integer({ min: 900_000, max: 999_999 })), {
          minLength: 1,
          maxLength: 8,
        }),
        async (ids) => {
          const before = (await leituras()).length;
          const answers = await Promise.all(ids.map((id) => t.http.get(`/api/Clientes/${id}`).set(staff.auth)));
          const found = answers.filter((a) => a.status === 200);
          expect(answers.every((a) => a.status === 200 || a.status === 404)).toBe(true);
          for (const answer of found) expect(answer.body.nome).toMatch(/^Cliente \d$/);
          const after = await leituras();
          expect(after).toHaveLength(before + found.length);
          expect(
            after
              .slice(before)
              .map((r) => r.data.clienteId)
              .sort(),
          ).toEqual(found.map((a) => a.body.id).sort());
        },
      ),
      { numRuns: 10 },
    );
  });

  describe('quotation PDF and acceptance certificate: the record rides on the read it describes', () => {
    let w: World;
    beforeAll(async () => {
      w = await makeWorld(t);
      setNow(t.app, '2026-11-24T15:00:00Z');
    });

    // The row AcessosService wrote before (a separate INSERT after the answer was built): unchanged.
    const registro = (clienteId: number) => ({
      message: `Dados pessoais lidos: cliente id ${clienteId} (PDF de cotação)`,
      data: {
        action: 'DADOS_PESSOAIS_LIDOS',
        userId: w.staff.user.id,
        idObject: clienteId,
        email: w.staff.user.email,
        ip: expect.any(String),
        clienteId,
        via: 'pdf',
      },
    });
    const pedir = async (path: string, status: number) => {
      await smtp.drained(t.db);
      await t.http.get('/api/auth/is-authenticated').set(w.staff.auth).expect(200);
      const before = (await leituras()).length;
      const sent = await statementsOf(() => t.http.get(path).set(w.staff.auth).expect(status));
      return { sent, novas: (await leituras()).slice(before) };
    };
    const gravado = /^WITH lido AS \(select .* from "(\w+)".*\), acesso AS \(INSERT INTO audit_logs/;
    const tabelaLida = (sent: string[]) => sent.map((text) => text.match(gravado)?.[1] ?? null);

    it('a sent PDF: the quotation, then its stored bytes with the access record (two statements)', async () => {
      const q = await emStatus(t, w, 'enviada');
      const { sent, novas } = await pedir(`/api/Cotacoes/${q.id}/pdf`, 200);
      expect(tabelaLida(sent)).toEqual([null, 'cotacao_pdfs']);
      expect(novas).toEqual([registro(w.cliente)]);
    });

    it('a draft PDF: the quotation, then the customer block the PDF prints with the access record', async () => {
      const q = await criar(t, w);
      const { sent, novas } = await pedir(`/api/Cotacoes/${q.id}/pdf`, 200);
      expect(tabelaLida(sent)).toEqual([null, 'clientes']);
      expect(novas).toEqual([registro(w.cliente)]);
    });

    it('an accepted PDF and its certificate: each read of personal data carries its record', async () => {
      const q = await emStatus(t, w, 'aceita');
      const pdf = await pedir(`/api/Cotacoes/${q.id}/pdf`, 200);
      // The quotation, its certificate, the stored bytes with the record, the customer block of the added page.
      expect(tabelaLida(pdf.sent)).toEqual([null, null, 'cotacao_pdfs', null]);
      expect(pdf.novas).toEqual([registro(w.cliente)]);
      const aceite = await pedir(`/api/Cotacoes/${q.id}/aceite`, 200);
      expect(tabelaLida(aceite.sent)).toEqual([null, 'cotacao_aceites']);
      expect(aceite.novas).toEqual([registro(w.cliente)]);
    });

    it('concurrent PDF and certificate reads: one record per answer of 200, none for the others', async () => {
      const outra = await criar(t, w, { clienteId: w.outroCliente });
      const existentes = [(await criar(t, w)).id, outra.id, (await emStatus(t, w, 'aceita')).id];
      const clienteDe = new Map([
        [existentes[0], w.cliente],
        [outra.id, w.outroCliente],
        [existentes[2], w.cliente],
      ]);
      await smtp.drained(t.db);
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              id: fc.oneof(fc.constantFrom(...existentes), fc.integer({ min: 900_000, max: 999_999 })),
              rota: fc.constantFrom('pdf', 'aceite'),
            }),
            { minLength: 1, maxLength: 4 },
          ),
          async (pedidos) => {
            const before = (await leituras()).length;
            const answers = await Promise.all(
              pedidos.map(({ id, rota }) => t.http.get(`/api/Cotacoes/${id}/${rota}`).set(w.staff.auth)),
            );
            expect(answers.map((a) => a.status).every((status) => status === 200 || status === 404)).toBe(true);
            const servidos = pedidos.filter((_, i) => answers[i].status === 200);
            const novas = (await leituras()).slice(before);
            expect(novas.map((r) => r.data.clienteId).sort()).toEqual(
              servidos.map(({ id }) => clienteDe.get(id)).sort(),
            );
          },
        ),
        { numRuns: 4 },
      );
    }, 90_000);

    it('a 404 (no quotation, no certificate) writes nothing', async () => {
      const semAceite = await emStatus(t, w, 'enviada');
      for (const path of [
        '/api/Cotacoes/999999/pdf',
        '/api/Cotacoes/999999/aceite',
        `/api/Cotacoes/${semAceite.id}/aceite`,
      ]) {
        const { novas } = await pedir(path, 404);
        expect(novas).toEqual([]);
      }
    });
  });

  it("an ADMIN's personal-data export: its access record commits in the export's own transaction", async () => {
    const admin = await callerFor(t, 'ADMIN');
    const { id } = await insertCliente(t.db, { nome: 'Bia Titular' });
    await t.http.get('/api/auth/is-authenticated').set(admin.auth).expect(200);
    const sent = await statementsOf(() => t.http.get(`/api/Clientes/${id}/dados-pessoais`).set(admin.auth).expect(200));
    const begin = sent.indexOf('BEGIN');
    const commit = sent.indexOf('COMMIT');
    const insercoes = sent.flatMap((text, i) => (/^insert into "audit_logs"/i.test(text) ? [i] : []));
    // The export's entry (DADOS_PESSOAIS_EXPORTADOS) and the read's (DADOS_PESSOAIS_LIDOS), one commit.
    expect(insercoes).toHaveLength(2);
    for (const i of insercoes) expect(begin < i && i < commit).toBe(true);
    expect((await leituras()).at(-1)).toEqual({
      message: `Dados pessoais lidos: cliente id ${id} (exportação de dados pessoais)`,
      data: {
        action: 'DADOS_PESSOAIS_LIDOS',
        userId: admin.user.id,
        idObject: id,
        email: admin.user.email,
        ip: expect.any(String),
        clienteId: id,
        via: 'exportacao',
      },
    });
  });
});
