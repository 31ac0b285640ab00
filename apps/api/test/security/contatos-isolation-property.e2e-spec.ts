import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { body, makeWorld, setNow, type World } from '../cotacoes/cotacoes-helpers.js';
import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';

// Issue 26: a customer has any number of contacts with portal access. Invariant: every active
// contact of a customer sees exactly that customer's sent quotations, and a quotation of another
// customer is, to them, a quotation that does not exist (404, on reading and on answering).
const empresa = fc.record({
  tipo: fc.constantFrom('pf' as const, 'pj' as const),
  contatos: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }), // true: active, false: revoked
  cotacoes: fc.integer({ min: 0, max: 2 }),
});

describe('contacts see only their own customer’s quotations (property)', () => {
  let t: TestApp;
  let w: World;

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
          const { id } = await insertCliente(t.db, { tipo_pessoa: e.tipo, email_faturamento: 'fin@empresa.com.br' });
          const contatos = [];
          for (const ativo of e.contatos) {
            const user = await insertUser(t.db, 'CLIENTE', { clienteId: id, status: ativo ? 1 : 0 });
            contatos.push({ ativo, auth: { Authorization: `Bearer ${await tokenFor(t.app, user, 'CLIENTE')}` } });
          }
          const cotacoes = [];
          for (let n = 0; n < e.cotacoes; n++) cotacoes.push(await enviada(id));
          mundo.push({ id, contatos, cotacoes });
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
            const vistas = lista.body.data.map((q: { id: number }) => q.id).sort((a: number, b: number) => a - b);
            expect(vistas).toEqual([...k.cotacoes].sort((a, b) => a - b));
            for (const q of k.cotacoes) await t.http.get(`/api/minhas-cotacoes/${q}`).set(c.auth).expect(200);
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
