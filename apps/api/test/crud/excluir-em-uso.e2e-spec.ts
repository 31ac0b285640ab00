import fc from 'fast-check';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { emStatus, makeWorld, type World } from '../cotacoes/cotacoes-helpers.js';

// Deleting a row another row points at (ON DELETE RESTRICT raises 23001, NO ACTION 23503) is the
// caller's conflict: 409 with the one message, the row and the audit untouched, never a 500.

let t: TestApp;
let w: World;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t);
  admin = await callerFor(t, 'ADMIN');
});
afterAll(() => t.close());

async function counts(): Promise<Record<string, string>> {
  const { rows } = await t.db.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM produtos) AS produtos, (SELECT count(*) FROM clientes) AS clientes,
            (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM cotacoes) AS cotacoes,
            (SELECT count(*) FROM pedidos) AS pedidos, (SELECT count(*) FROM audit_logs) AS audit`,
  );
  return rows[0];
}

/** The DELETE routes whose row a quotation (draft or further on) references. */
function referenced(): [string, string][] {
  return [
    ['a product on a quotation line', `/api/Produtos/${w.produtos[0]}`],
    ['a customer whose quotation has no order', `/api/Clientes/${w.cliente}`],
    ['a salesperson who created a quotation', `/api/UsuariosInternos/${w.staff.user.id}`],
  ];
}

describe('DELETE of a row in use', () => {
  it('answers 409 "em uso" on every route and deletes nothing (draft quotation)', async () => {
    await emStatus(t, w, 'rascunho');
    for (const [name, path] of referenced()) {
      const before = await counts();
      const answer = await t.http.delete(path).set(admin.auth);
      expect([name, answer.status, answer.body.message]).toEqual([name, 409, SERVER_MESSAGES.conflictReferenced]);
      expect(await counts()).toEqual(before);
    }
  });

  it('never answers 500 for any quotation state and any referenced row (fast-check)', async () => {
    const status = fc.constantFrom('rascunho', 'enviada', 'cancelada', 'aceita', 'recusada');
    await fc.assert(
      fc.asyncProperty(status, fc.nat(2), async (s, pick) => {
        await emStatus(t, w, s);
        const [name, path] = referenced()[pick]!;
        const before = await counts();
        const answer = await t.http.delete(path).set(admin.auth);
        expect([name, answer.status]).toEqual([name, 409]);
        expect(await counts()).toEqual(before);
      }),
      { numRuns: 8, seed: 20261126 },
    );
  }, 60_000);
});
