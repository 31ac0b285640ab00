import { textoNaoImprimivelMessage } from '@portal/shared/messages';
import { cpfFrom, nextNumber } from '@portal/test-support';
import { pdfPages } from './pdf-text.js';
import type { TestApp } from '../support/test-app.js';
import { body, useQuoteWorld, type World } from './cotacoes-helpers.js';

const JAPONES = '山田太郎';

// Issue 25, finding 12: what the API accepts prints on the PDF; what no embedded font draws is refused.
describe('quotation PDF text through the API', () => {
  let t: TestApp;
  let w: World;

  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  const cliente = (extra: Record<string, unknown>) => ({
    tipo_pessoa: 'pf',
    nome: 'Ana Lima',
    cpf: cpfFrom(nextNumber()),
    email_faturamento: 'ana@exemplo.com.br',
    status: true,
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    ...extra,
  });

  it('prints a Vietnamese customer, a Polish product, line breaks and R$ 1.234.567.890,12 on one line', async () => {
    const criado = await t.http
      .post('/api/Clientes')
      .set(w.staff.auth)
      .send(cliente({ nome: 'Nguyễn Thị Minh Khai', logradouro: 'Rua Łukasz Wróbel-Żółć' }))
      .expect(201);
    const produto = await t.http
      .post('/api/Produtos')
      .set(w.staff.auth)
      .send({ sku: 'PL-001', tipo: 'p', nome: 'Łukasz Wróbel-Żółć', status: true, preco: 1, unidade: 'UN' })
      .expect(201);
    const cotacao = await t.http
      .post('/api/Cotacoes')
      .set(w.staff.auth)
      .send({
        ...body(w, { clienteId: criado.body.id }),
        observacoes: 'Primeira linha\nSegunda linha\r\nTerceira linha',
        frete: 0,
        itens: [{ produtoId: produto.body.id, quantidade: 1, precoUnitario: 1_234_567_890.12 }],
      })
      .expect(201);
    const res = await t.http.get(`/api/Cotacoes/${cotacao.body.id}/pdf`).set(w.staff.auth).responseType('blob');
    expect(res.status).toBe(200);
    const text = (await pdfPages(res.body as Buffer)).join('\n');
    expect(text).toContain('Nguyễn Thị Minh Khai');
    expect(text).toContain('Endereço: RUA ŁUKASZ WRÓBEL-ŻÓŁĆ, 1000');
    expect(text).toContain('Łukasz Wróbel-Żółć');
    expect(text).toContain('Observações\nPrimeira linha\nSegunda linha\nTerceira linha');
    const row = text.split('\n').find((line) => line.includes('PL-001'));
    expect(row).toMatch(/R\$ 1\.234\.567\.890,12 0% R\$ 1\.234\.567\.890,12$/);
    expect(text).toContain('Total R$ 1.234.567.890,12');
  });

  it.each<[string, string, () => Promise<{ status: number; body: { message: string } }>]>([
    [
      'a customer name',
      'Nome',
      () =>
        t.http
          .post('/api/Clientes')
          .set(w.staff.auth)
          .send(cliente({ nome: JAPONES })),
    ],
    [
      'a customer street',
      'Logradouro',
      () =>
        t.http
          .post('/api/Clientes')
          .set(w.staff.auth)
          .send(cliente({ logradouro: `Rua ${JAPONES}` })),
    ],
    [
      'a product name',
      'Nome',
      () =>
        t.http
          .post('/api/Produtos')
          .set(w.staff.auth)
          .send({ sku: 'JP-001', tipo: 'p', nome: JAPONES, status: true, preco: 1, unidade: 'UN' }),
    ],
    [
      'quotation notes',
      'Observações',
      () =>
        t.http
          .post('/api/Cotacoes')
          .set(w.staff.auth)
          .send(body(w, { observacoes: `Entregar a ${JAPONES}` })),
    ],
  ])('refuses a Japanese text in %s with 400 and the message, saving nothing', async (_what, label, send) => {
    const count = async () =>
      (
        await t.db.query(
          `SELECT (SELECT count(*) FROM clientes) + (SELECT count(*) FROM produtos) + (SELECT count(*) FROM cotacoes) AS n`,
        )
      ).rows[0].n;
    const before = await count();
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(textoNaoImprimivelMessage(label, [...JAPONES]));
    expect(await count()).toBe(before);
  });
});
