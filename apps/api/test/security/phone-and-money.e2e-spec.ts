import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { clienteExemplo } from '../accounts/helpers.js';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { changedTables, fingerprint } from './raw-http.js';

// Probe of 2026-11-25: F6, a Meus Dados phone of letters was saved as null (the normaliser kept only
// its digits, so the optional-phone rule saw none); F7, money sent as a tiny JSON number (1e-300) was
// read as 0 and saved. Both are 400 now, by the shared rules every form uses.

const TELEFONE = 'Telefone do cliente deve ter ao menos 10 dígitos.';
const PRECO = 'Preço unitário deve ser um valor de 0 a 999.999.999.999,99 com até 2 casas decimais.';
const RUNS = Number(process.env.FUZZ_PIPELINE_RUNS ?? 30);

describe('phone and money inputs are refused, never silently changed', () => {
  let t: TestApp;
  let admin: Caller;
  let cliente: Caller;
  let clienteId: number;
  let cpf: string;
  let produtoId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await callerFor(t, 'ADMIN');
    const inserted = await insertCliente(t.db, clienteExemplo('pf', 22334455));
    clienteId = inserted.id;
    cpf = inserted.doc;
    cliente = await callerFor(t, 'CLIENTE', { clienteId, name: 'Pessoa Cliente' });
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO produtos (sku, tipo, nome, preco) VALUES ('PM-1', 'p', 'Produto', 10) RETURNING id`,
    );
    produtoId = rows[0].id;
  });
  afterAll(() => t.close());

  const meusDados = (telefone: unknown) => ({
    nome: 'Loja Exemplo Nova',
    email_faturamento: 'fin@exemplo.com.br',
    cpf,
    telefone,
    cep: '01310-200',
    logradouro: 'Rua Augusta',
    numero: '12a',
    bairro: 'Consolação',
    cidade: 'São Paulo',
    uf: 'sp',
  });
  const telefoneSalvo = async () =>
    (await t.db.query<{ telefone: string | null }>('SELECT telefone FROM clientes WHERE id = $1', [clienteId])).rows[0]
      .telefone;

  it('F6: a Meus Dados phone with anything but digits and mask punctuation is 400 and the stored one stays', async () => {
    await t.http.put('/api/meusdados').set(cliente.auth).send(meusDados('(11) 98765-4321')).expect(200);
    expect(await telefoneSalvo()).toBe('11987654321');
    const notPhone = fc.oneof(
      fc.constantFrom('abc', '山田 太郎', '😀', '11 98765-432a', '1198765432１', '+55 11 98765-4321', '123'),
      fc
        .tuple(fc.stringMatching(/^\d{10,11}$/), fc.string({ minLength: 1, maxLength: 3 }))
        .filter(([, extra]) => /[^\d\s.\-/()]/.test(extra) && !extra.includes('\u0000'))
        .map(([digits, extra]) => digits + extra),
    );
    await fc.assert(
      fc.asyncProperty(notPhone, async (telefone) => {
        const response = await t.http.put('/api/meusdados').set(cliente.auth).send(meusDados(telefone));
        expect([telefone, response.status, response.body.errors]).toEqual([telefone, 400, { telefone: [TELEFONE] }]);
      }),
      { numRuns: RUNS, seed: 6 },
    );
    expect(await telefoneSalvo()).toBe('11987654321');
    // Blank still clears it: the phone is optional.
    await t.http.put('/api/meusdados').set(cliente.auth).send(meusDados('  ')).expect(200);
    expect(await telefoneSalvo()).toBeNull();
  });

  it('F7: money or a quantity as a JSON number with more decimals than allowed is 400, however small or large', async () => {
    const before = await fingerprint(t.db);
    const base = (item: string, extra = '') =>
      `{"clienteId":${clienteId},"itens":[{"produtoId":${produtoId},${item}}]${extra}}`;
    const cases: [string, string, string][] = [];
    for (const number of ['1e-300', '5e-324', '1e-7', '0.001', '1.005', '1e300', '1e21', '-0.001', '1.0000001']) {
      cases.push([base(`"quantidade":1,"precoUnitario":${number}`), 'itens.0.precoUnitario', PRECO]);
      cases.push([
        base(`"quantidade":1,"precoUnitario":1,"descontoPercentual":${number}`),
        'itens.0.descontoPercentual',
        'Desconto deve ser de 0 a 100%, com até 2 casas decimais.',
      ]);
      cases.push([
        base('"quantidade":1,"precoUnitario":1', `,"frete":${number}`),
        'frete',
        'Frete deve ser um valor de 0 a 999.999.999.999,99 com até 2 casas decimais.',
      ]);
    }
    for (const number of ['1e-300', '1e-7', '0.0001', '1e300']) {
      cases.push([
        base(`"quantidade":${number},"precoUnitario":1`),
        'itens.0.quantidade',
        'Quantidade deve ser maior que zero, com até 3 casas decimais.',
      ]);
    }
    for (const [body, field, message] of cases) {
      const response = await t.http
        .post('/api/Cotacoes')
        .set(admin.auth)
        .set('Content-Type', 'application/json')
        .send(body);
      expect([body, response.status, response.body.errors?.[field]]).toEqual([body, 400, [message]]);
    }
    expect(changedTables(before, await fingerprint(t.db))).toEqual([]);
  });

  it('F7: a JSON number price is saved exactly when it has at most 2 decimals, else refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 0, max: 1e6, noNaN: true }).filter((n) => !Object.is(n, -0)),
        async (preco) => {
          // Its shortest decimal text is what the user typed: at most 2 decimals, no exponent.
          const exact = /^\d+(\.\d{1,2})?$/.test(String(preco));
          const response = await t.http
            .post('/api/Cotacoes')
            .set(admin.auth)
            .set('Content-Type', 'application/json')
            .send(
              `{"clienteId":${clienteId},"itens":[{"produtoId":${produtoId},"quantidade":1,"precoUnitario":${preco}}]}`,
            );
          expect([preco, response.status]).toEqual([preco, exact ? 201 : 400]);
          if (exact) expect(response.body.itens[0].precoUnitario).toBe(preco);
        },
      ),
      { numRuns: RUNS, seed: 7 },
    );
  });
});
