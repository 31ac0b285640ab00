import { NUMERO_MESSAGES as N } from '@portal/shared/messages';
import type { TestApp } from '../support/test-app.js';
import { body, useQuoteWorld, type World } from './cotacoes-helpers.js';

// Numbers sent as text are read the Brazilian way, with the same rule as the web forms (docs/produto.md §5).
describe('quotations API: numbers sent as text', () => {
  let t: TestApp;
  let w: World;

  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  it('reads "1.500" as one thousand five hundred, "1.234,5" and "12,50" with a decimal comma, and stores them exactly', async () => {
    const itens = [
      { produtoId: w.produtos[0], quantidade: '1.500', precoUnitario: '1.234,5', descontoPercentual: '12,5' },
    ];
    const response = await t.http
      .post('/api/Cotacoes')
      .set(w.staff.auth)
      .send(body(w, { itens, frete: '12,50' }));
    expect(response.status).toBe(201);
    // 1500 x 1234.50 = 1,851,750.00 gross; 12.5% off: 1,620,281.25; plus freight
    expect(response.body).toMatchObject({
      frete: 12.5,
      subtotal: 1_851_750,
      descontos: 231_468.75,
      total: 1_620_293.75,
    });
    expect(response.body.itens[0]).toMatchObject({ quantidade: 1500, precoUnitario: 1234.5, descontoPercentual: 12.5 });
    const { rows } = await t.db.query(
      `SELECT quantidade::text, preco_unitario::text FROM cotacao_itens WHERE cotacao_id = $1`,
      [response.body.id],
    );
    expect(rows).toEqual([{ quantidade: '1500.000', preco_unitario: '1234.50' }]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an American number', { quantidade: '1,234.5' }, N.ambiguo],
    ['a malformed number', { precoUnitario: '1.23,4' }, N.invalido],
    ['too many decimals', { precoUnitario: '1,234' }, N.casas(2)],
  ])('refuses %s with a 400 naming the field and the reason', async (_name, campo, message) => {
    const itens = [{ produtoId: w.produtos[0], quantidade: '1', precoUnitario: '1', ...campo }];
    const response = await t.http.post('/api/Cotacoes').set(w.staff.auth).send(body(w, { itens })).expect(400);
    expect(response.body.message).toContain(message);
    expect(Object.keys(response.body.errors)).toEqual([`itens.0.${Object.keys(campo)[0]}`]);
  });
});
