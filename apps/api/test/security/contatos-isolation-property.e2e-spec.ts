import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { body, makeWorld, setNow, type World } from '../cotacoes/cotacoes-helpers.js';
import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';

// Issue 26: a customer has any number of contacts with portal access. Invariant: every active
// contact of a customer sees exactly that customer's sent quotations, and a quotation of another
// customer is, to them, a quotation that does not exist (404, on reading and on answering). And
// when one contact accepts, every contact sees the order (pedidoId) of that quotation.
const empresa = fc.record({
  tipo: fc.constantFrom('pf' as const, 'pj' as const),
  contatos: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }), // true: active, false: revoked
  cotacoes: fc.integer({ min: 0, max: 2 }),
  // Which active contact accepts the customer's first quotation (none when undefined).
  aceita: fc.option(fc.nat(2), { nil: undefined }),
});

describe('contacts see only their own customer’s quotations (property)', () => {
  let t: TestApp;
  let w: World;
  let faturamentos = 0;

  beforeAll(async () => {
    t = await createTestApp();
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });
  afterAll(() => t.close());

  async function enviada(clienteId: number): Promise<number> {
    const criada = await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w, { clienteId })).expect(201);
    await t.http.post(`/api/Cotacoes/${criada.body.id}/enviar`).set(w.staff.auth).send({}).expect(200);
    return criada.body.id as number;
  }

  it('holds over generated customers, contacts and quotations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(empresa, { minLength: 2, maxLength: 3 }), async (empresas) => {
        const mundo = [];
        for (const e of empresas) {
          // A billing address of its own: one that is another customer's login cannot answer (the send is 409).
          const email_faturamento = `fin${++faturamentos}@empresa.com.br`;
          const { id } = await insertCliente(t.db, { tipo_pessoa: e.tipo, email_faturamento });
          const contatos = [];
          for (const ativo of e.contatos) {
            const user = await insertUser(t.db, 'CLIENTE', { clienteId: id, status: ativo ? 1 : 0 });
            contatos.push({ ativo, auth: { Authorization: `Bearer ${await tokenFor(t.app, user, 'CLIENTE')}` } });
          }
          const cotacoes = [];
          for (let n = 0; n < e.cotacoes; n++) cotacoes.push(await enviada(id));
          // One contact accepts: the order is the customer's, whoever accepted.
          const ativos = contatos.filter((c) => c.ativo);
          const pedidos = new Map<number, number>();
          if (e.aceita !== undefined && cotacoes.length && ativos.length) {
            const aceite = await t.http
              .post(`/api/minhas-cotacoes/${cotacoes[0]}/aceitar`)
              .set(ativos[e.aceita % ativos.length].auth)
              .send({})
              .expect(200);
            pedidos.set(cotacoes[0], aceite.body.pedidoId as number);
          }
          mundo.push({ id, contatos, cotacoes, pedidos });
        }
        for (const k of mundo) {
          const alheias = mundo.filter((o) => o !== k).flatMap((o) => o.cotacoes);
          for (const c of k.contatos) {
            const lista = await t.http.get('/api/minhas-cotacoes?pageSize=50').set(c.auth);
            if (!c.ativo) {
              expect(lista.status).toBe(401);
              continue;
            }
            expect(lista.status).toBe(200);
            const vistas = lista.body.data
              .map((q: { id: number; pedidoId: number | null }) => [q.id, q.pedidoId])
              .sort((a: number[], b: number[]) => a[0] - b[0]);
            expect(vistas).toEqual([...k.cotacoes].sort((a, b) => a - b).map((q) => [q, k.pedidos.get(q) ?? null]));
            for (const q of k.cotacoes) {
              const detalhe = await t.http.get(`/api/minhas-cotacoes/${q}`).set(c.auth).expect(200);
              expect(detalhe.body.pedidoId ?? null).toBe(k.pedidos.get(q) ?? null);
              expect(detalhe.body.status).toBe(k.pedidos.has(q) ? 'aceita' : 'enviada');
            }
            for (const q of alheias) {
              await t.http.get(`/api/minhas-cotacoes/${q}`).set(c.auth).expect(404);
              await t.http.post(`/api/minhas-cotacoes/${q}/aceitar`).set(c.auth).send({}).expect(404);
            }
          }
        }
      }),
      { numRuns: 15, seed: 26 },
    );
  }, 120_000);
});
