import fc from 'fast-check';
import { cpfFrom, nextNumber } from '@portal/test-support';
import { createTestApp, insertUser, type TestApp } from '../support/test-app.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';

// A PUT that sends exactly what is stored answers 200 and writes no audit entry (there is nothing to
// record: no `changes: {}`); one that changes a field writes exactly one. Every back-office entity.
let t: TestApp;
let admin: Caller;
let comercial: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await callerFor(t, 'ADMIN');
  comercial = (await t.db.query(`SELECT id FROM roles WHERE normalized_name = 'COMERCIAL'`)).rows[0].id;
});
afterAll(() => t.close());

const auditCount = async (action: string) =>
  (await t.db.query(`SELECT count(*)::int AS n FROM audit_logs WHERE data->>'action' = $1`, [action])).rows[0].n;

interface Entity {
  path: string;
  action: string;
  create: () => Promise<number>;
  body: (nome: string) => Record<string, unknown>;
}

let produtoSku = 0;
const ENTITIES: Entity[] = [
  {
    path: 'Produtos',
    action: 'PRODUTO_UPDATED',
    create: async () => {
      const sku = `SM-${++produtoSku}`;
      ENTITIES[0]!.body = (nome) => ({ sku, tipo: 'p', nome, descricao: 'Cat6', preco: 10, ncm: '84713012' });
      const { body } = await t.http.post('/api/Produtos').set(admin.auth).send(ENTITIES[0]!.body('Cabo de rede'));
      return body.id;
    },
    body: () => ({}),
  },
  {
    path: 'Clientes',
    action: 'CLIENTE_UPDATED',
    create: async () => {
      const cpf = cpfFrom(nextNumber());
      ENTITIES[1]!.body = (nome) => ({
        tipo_pessoa: 'pf',
        nome,
        cpf,
        email_faturamento: 'ana.lima@exemplo.com',
        status: true,
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
      });
      const { body } = await t.http.post('/api/Clientes').set(admin.auth).send(ENTITIES[1]!.body('Ana Beatriz Lima'));
      return body.id;
    },
    body: () => ({}),
  },
  {
    path: 'UsuariosInternos',
    action: 'USUARIO_INTERNO_UPDATED',
    create: async () => {
      const user = await insertUser(t.db, 'COMERCIAL', { name: 'Vera Vendedora' });
      ENTITIES[2]!.body = (nome) => ({
        email: user.email,
        name: nome,
        phoneNumber: null,
        status: 1,
        roleId: comercial,
      });
      return user.id;
    },
    body: () => ({}),
  },
];

describe('PUT with the stored values', () => {
  it('answers 200 and writes an audit entry only when something changed (fast-check)', async () => {
    const nomes = ['Ana Beatriz Lima', 'Cabo de rede', 'Vera Vendedora', 'Outro Nome Novo'];
    await fc.assert(
      fc.asyncProperty(fc.nat(ENTITIES.length - 1), fc.constantFrom(...nomes), async (pick, nome) => {
        const entity = ENTITIES[pick]!;
        const id = await entity.create();
        const stored = (
          await t.db.query(
            `SELECT ${pick === 2 ? 'name' : 'nome'} AS nome FROM ${
              ['produtos', 'clientes', 'users'][pick]
            } WHERE id = $1`,
            [id],
          )
        ).rows[0].nome;
        const before = await auditCount(entity.action);
        const answer = await t.http.put(`/api/${entity.path}/${id}`).set(admin.auth).send(entity.body(nome));
        expect([entity.path, answer.status]).toEqual([entity.path, 200]);
        expect(await auditCount(entity.action)).toBe(before + (nome === stored ? 0 : 1));
        const again = await t.http.put(`/api/${entity.path}/${id}`).set(admin.auth).send(entity.body(nome));
        expect(again.status).toBe(200);
        expect(await auditCount(entity.action)).toBe(before + (nome === stored ? 0 : 1));
      }),
      { numRuns: 12, seed: 20261126 },
    );
  }, 90_000);
});
