import fc from 'fast-check';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { type TestApp } from '../support/test-app.js';
import { startWithCaller, type Caller } from '../support/backoffice-helpers.js';

// The CRUD base (modules/crud, database/entity-repository.ts) as a state machine over the real API and
// database, through products: fast-check runs random create/update/delete/get sequences against a model
// and checks every answer, the stored rows, and that each write that succeeded left exactly one audit
// entry (and a refused one none).

interface Model {
  /** id -> the product as stored. */
  rows: Map<number, { sku: string; nome: string }>;
  /** Audit entries each write should have left, in order. */
  audit: { action: string; id: number }[];
}

interface Real {
  t: TestApp;
  staff: Caller;
  /** Ids ever created, so a command can name a deleted one (the 404). */
  ids: number[];
}

const SKUS = ['CB-1', 'CB-2', 'CB-3'];
const nome = fc.constantFrom('Cabo', 'Roteador', 'Suporte mensal', 'Switch');

async function auditOf(real: Real): Promise<{ action: string; id: number }[]> {
  const { rows } = await real.t.db.query<{ action: string; object: string }>(
    `SELECT data->>'action' AS action, data->>'idObject' AS object FROM audit_logs
      WHERE data->>'action' LIKE 'PRODUTO\\_%' ORDER BY audit_logs.id`,
  );
  return rows.map((row) => ({ action: row.action, id: Number(row.object) }));
}

async function checkStored(model: Model, real: Real): Promise<void> {
  const { rows } = await real.t.db.query<{ id: number; sku: string; nome: string }>(
    'SELECT id, sku, nome FROM produtos ORDER BY id',
  );
  expect(rows).toEqual([...model.rows].map(([id, row]) => ({ id, ...row })).sort((a, b) => a.id - b.id));
  expect(await auditOf(real)).toEqual(model.audit);
}

class Create implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly sku: string,
    readonly nome: string,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const answer = await real.t.http
      .post('/api/Produtos')
      .set(real.staff.auth)
      .send({ sku: this.sku, tipo: 'p', nome: this.nome });
    if ([...model.rows.values()].some((row) => row.sku === this.sku)) {
      expect([answer.status, answer.body.message]).toEqual([409, SERVER_MESSAGES.skuTaken]);
    } else {
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ sku: this.sku, nome: this.nome, status: true });
      model.rows.set(answer.body.id, { sku: this.sku, nome: this.nome });
      model.audit.push({ action: 'PRODUTO_CREATED', id: answer.body.id });
      real.ids.push(answer.body.id);
    }
    await checkStored(model, real);
  }
  toString = () => `create(${this.sku}, ${this.nome})`;
}

class Update implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly sku: string,
    readonly nome: string,
  ) {}
  check = (model: Readonly<Model>) => model.rows.size > 0;
  async run(model: Model, real: Real): Promise<void> {
    const id = real.ids[this.pick % real.ids.length]!;
    const current = model.rows.get(id);
    const answer = await real.t.http
      .put(`/api/Produtos/${id}`)
      .set(real.staff.auth)
      .send({ sku: this.sku, tipo: 'p', nome: this.nome });
    if (!current) {
      expect([answer.status, answer.body.message]).toEqual([404, SERVER_MESSAGES.notFound]);
    } else if (current.sku !== this.sku) {
      expect([answer.status, answer.body.message]).toEqual([400, SERVER_MESSAGES.skuImmutable]);
    } else {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id, sku: this.sku, nome: this.nome });
      // Nothing changed (the stored values sent back): no audit entry.
      if (current.nome !== this.nome) model.audit.push({ action: 'PRODUTO_UPDATED', id });
      model.rows.set(id, { sku: this.sku, nome: this.nome });
    }
    await checkStored(model, real);
  }
  toString = () => `update(#${this.pick}, ${this.sku}, ${this.nome})`;
}

class Remove implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.rows.size > 0;
  async run(model: Model, real: Real): Promise<void> {
    const id = real.ids[this.pick % real.ids.length]!;
    const answer = await real.t.http.delete(`/api/Produtos/${id}`).set(real.staff.auth);
    const get = await real.t.http.get(`/api/Produtos/${id}`).set(real.staff.auth);
    if (model.rows.has(id)) {
      expect(answer.status).toBe(200);
      model.rows.delete(id);
      model.audit.push({ action: 'PRODUTO_DELETED', id });
    } else {
      expect([answer.status, answer.body.message]).toEqual([404, SERVER_MESSAGES.notFound]);
    }
    expect([get.status, get.body.message]).toEqual([404, SERVER_MESSAGES.notFound]);
    await checkStored(model, real);
  }
  toString = () => `remove(#${this.pick})`;
}

describe('CRUD base: create/update/delete against a model (products)', () => {
  let t: TestApp;
  let staff: Caller;

  beforeAll(async () => {
    ({ t, caller: staff } = await startWithCaller('ADMIN'));
  });
  afterAll(() => t.close());

  it('every answer, stored row and audit entry matches the model', async () => {
    const sku = fc.constantFrom(...SKUS);
    const commands = [
      fc.tuple(sku, nome).map(([s, n]) => new Create(s, n)),
      fc.tuple(fc.nat(20), sku, nome).map(([p, s, n]) => new Update(p, s, n)),
      fc.nat(20).map((p) => new Remove(p)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 10 }), async (cmds) => {
        await t.db.query(`DELETE FROM produtos; DELETE FROM audit_logs WHERE data->>'action' LIKE 'PRODUTO\\_%'`);
        const model: Model = { rows: new Map(), audit: [] };
        await fc.asyncModelRun(() => ({ model, real: { t, staff, ids: [] } }), cmds);
      }),
      { numRuns: 12, seed: 20261126 },
    );
  }, 120_000);
});
