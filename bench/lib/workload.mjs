// One client of the mixed workload: searches, views, creates, edits and deletes of its own
// customers, remembering every write the server acknowledged.
import { cpfFrom } from '../../packages/test-support/dist/index.js';

// CPFs with a 9-digit base from 100 000 000 up (the range earlier bench runs used).
const makeCpf = (n) => cpfFrom(100_000_000 + (n % 899_999_999));

const customerBody = (cpf, nome) => ({
  tipo_pessoa: 'pf',
  nome,
  cpf,
  cnpj: null,
  razao_social: null,
  ie: null,
  isento_ie: true,
  email_faturamento: null,
  status: true,
  cep: '01001000',
  logradouro: 'Praça da Sé',
  numero: '100',
  bairro: 'Sé',
  cidade: 'São Paulo',
  uf: 'SP',
  complemento: null,
});

export function createClient({ base, token, id, ledger, stats, cpfOffset }) {
  const own = []; // { cpf, id } created by this client and not deleted
  let counter = 0;
  const call = async (kind, method, path, body) => {
    const started = performance.now();
    let status;
    let json;
    try {
      const response = await fetch(base + path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body ? JSON.stringify(body) : undefined,
      });
      status = response.status;
      const text = await response.text();
      json = text ? JSON.parse(text) : undefined;
    } catch {
      status = 0;
    }
    stats.record(kind, status, performance.now() - started);
    return { ok: status >= 200 && status < 300, status, json };
  };

  const operations = [
    [30, () => call('search', 'GET', `/api/Clientes?nome=sil&page=1&pageSize=15`)],
    [15, async () => own.length && call('view', 'GET', `/api/Clientes/${own[counter % own.length].id}`)],
    [
      20,
      async () => {
        const cpf = makeCpf(cpfOffset + id * 1_000_000 + counter);
        const nome = `CARGA ${id}-${counter}`;
        const result = await call('create', 'POST', '/api/Clientes', customerBody(cpf, nome));
        if (!result.ok) return;
        const row = result.json?.id
          ? result.json
          : (await call('view', 'GET', `/api/Clientes?doc=${cpf}&statusfiltro=todos`)).json?.data?.[0];
        ledger.set(cpf, { nome, deleted: false });
        if (row?.id) own.push({ cpf, id: row.id });
      },
    ],
    [
      20,
      async () => {
        if (!own.length) return;
        const target = own[counter % own.length];
        const nome = `EDITADO ${id}-${counter}`;
        const result = await call('edit', 'PUT', `/api/Clientes/${target.id}`, {
          ...customerBody(target.cpf, nome),
          id: target.id,
        });
        if (result.ok) ledger.set(target.cpf, { nome, deleted: false });
      },
    ],
    [
      5,
      async () => {
        if (own.length < 3) return;
        const [target] = own.splice(counter % own.length, 1);
        const result = await call('delete', 'DELETE', `/api/Clientes/${target.id}`);
        if (result.ok) ledger.set(target.cpf, { ...ledger.get(target.cpf), deleted: true });
        else own.push(target);
      },
    ],
    [5, () => call('products', 'GET', '/api/Produtos?page=1&pageSize=15')],
    [5, () => call('session', 'GET', '/api/auth/is-authenticated')],
  ];
  const total = operations.reduce((sum, [weight]) => sum + weight, 0);

  return async function runUntil(deadline) {
    while (Date.now() < deadline) {
      counter++;
      let pick = (counter * 7919 + id * 104729) % total;
      for (const [weight, operation] of operations) {
        if (pick < weight) {
          await operation();
          break;
        }
        pick -= weight;
      }
    }
  };
}
