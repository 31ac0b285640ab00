import { calcularTotaisCentavos, scaledText } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { TestApp } from '../support/test-app.js';
import { pdfPages } from './pdf-text.js';
import { body, criar, setNow, useQuoteWorld, type World } from './cotacoes-helpers.js';

// Issue 29: payment in installments, freight modality, discount on the total and taxes, through the
// API and the database.
let t: TestApp;
let w: World;
useQuoteWorld((app, world) => {
  t = app;
  w = world;
});

const termos = (w: World, extra: Record<string, unknown> = {}) =>
  body(w, {
    parcelas: [
      { dias: 28, percentual: 33.33 },
      { dias: 56, percentual: '33,33' },
      { dias: 84, percentual: 33.34 },
    ],
    meioPagamento: 'boleto',
    freteModalidade: 'CIF',
    transportadora: ' Rápido Sul ',
    descontoTotalPercentual: '2,5',
    itens: [
      { produtoId: w.produtos[0], quantidade: 2.5, unidade: 'M', precoUnitario: 19.99, descontoPercentual: 10 },
      { produtoId: w.produtos[1], quantidade: 1, precoUnitario: 1234.56, ipiPercentual: '5', icmsStValor: '12,34' },
    ],
    ...extra,
  });

const soma = (valores: number[]) => valores.reduce((s, v) => s + Math.round(v * 100), 0);

describe('quotation terms (issue 29)', () => {
  beforeAll(async () => {
    // The first product carries an IPI rate that its new lines start with.
    await t.db.query(`UPDATE produtos SET ipi_percentual = 9.75, ncm = '85444200' WHERE id = $1`, [w.produtos[0]]);
  });

  it('stores the terms, copies the product IPI rate, and answers the taxes and installments adding up to the total', async () => {
    const q = await criar(t, w, termos(w));
    const esperado = calcularTotaisCentavos(
      [
        { quantidade: 2.5, precoUnitario: 19.99, descontoPercentual: 10, ipiPercentual: 9.75 },
        { quantidade: 1, precoUnitario: 1234.56, ipiPercentual: 5, icmsStValor: 12.34 },
      ],
      15.5,
      2.5,
    );
    const money = (c: bigint) => Number(scaledText(c, 2));
    expect(q).toMatchObject({
      meioPagamento: 'boleto',
      freteModalidade: 'CIF',
      transportadora: 'Rápido Sul',
      descontoTotalPercentual: 2.5,
      descontoTotal: money(esperado.descontoTotalCentavos),
      ipi: money(esperado.ipiCentavos),
      icmsSt: 12.34,
      frete: 15.5,
      total: money(esperado.totalCentavos),
    });
    // 44.98 + 1234.56 = 1279.54 net; 2.5% = 31.99; IPI 9.75% of (44.98 - 1.12) and 5% of (1234.56 - 30.87)
    expect(q.descontoTotal).toBe(31.99);
    expect(
      (q.itens as { ipiPercentual: number; ipi: number; icmsStValor: number | null }[]).map((i) => [
        i.ipiPercentual,
        i.ipi,
        i.icmsStValor,
      ]),
    ).toEqual(
      [
        [9.75, 4.28],
        [5, 60.18, 12.34],
      ].map(([p, v, s]) => [p, v, s ?? null]),
    );
    // 1279.54 - 31.99 + 15.50 + 64.46 + 12.34
    expect(q.total).toBe(1339.85);
    const parcelas = q.parcelas as { dias: number; percentual: number; valor: number; vencimento: string | null }[];
    expect(parcelas).toEqual([
      { dias: 28, percentual: 33.33, valor: 446.57, vencimento: null },
      { dias: 56, percentual: 33.33, valor: 446.57, vencimento: null },
      { dias: 84, percentual: 33.34, valor: 446.71, vencimento: null },
    ]);
    expect(soma(parcelas.map((p) => p.valor))).toBe(133985);
    const { rows } = await t.db.query(
      `SELECT parcelas, meio_pagamento, frete_modalidade, transportadora, desconto_total_percentual::text AS dtp,
              desconto_total::text AS dt, ipi::text AS ipi, icms_st::text AS icms_st, total::text AS total,
              (SELECT array_agg(ipi_percentual::text || '/' || ipi::text || '/' || coalesce(icms_st_valor::text, '-')
                                ORDER BY posicao) FROM cotacao_itens WHERE cotacao_id = c.id) AS linhas
         FROM cotacoes c WHERE id = $1`,
      [q.id],
    );
    expect(rows[0]).toEqual({
      parcelas: [
        { dias: 28, percentual: 33.33 },
        { dias: 56, percentual: 33.33 },
        { dias: 84, percentual: 33.34 },
      ],
      meio_pagamento: 'boleto',
      frete_modalidade: 'CIF',
      transportadora: 'Rápido Sul',
      dtp: '2.50',
      dt: '31.99',
      ipi: '64.46',
      icms_st: '12.34',
      total: '1339.85',
      linhas: ['9.75/4.28/-', '5.00/60.18/12.34'],
    });
  });

  it('dates the installments from the sending day, then from the acceptance day', async () => {
    const q = await criar(t, w, termos(w));
    setNow(t.app, '2026-11-24T15:00:00Z');
    const enviada = await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
    expect(enviada.body.parcelas.map((p: { vencimento: string }) => p.vencimento)).toEqual([
      '2026-12-22',
      '2027-01-19',
      '2027-02-16',
    ]);
    // Accepted at 01:30 UTC on the 27th: still the 26th in Brasília.
    setNow(t.app, '2026-11-27T01:30:00Z');
    await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(200);
    const aceita = await t.http.get(`/api/minhas-cotacoes/${q.id}`).set(w.clienteUser.auth).expect(200);
    expect(aceita.body.parcelas.map((p: { vencimento: string }) => p.vencimento)).toEqual([
      '2026-12-24',
      '2027-01-21',
      '2027-02-18',
    ]);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });

  it('keeps a line IPI rate typed on the line, and an edit keeps the line rate even if the product changed', async () => {
    const q = await criar(t, w, termos(w));
    await t.db.query(`UPDATE produtos SET ipi_percentual = 20 WHERE id = $1`, [w.produtos[0]]);
    try {
      const editada = await t.http
        .put(`/api/Cotacoes/${q.id}`)
        .set(w.staff.auth)
        .send(termos(w, { versao: q.versao }))
        .expect(200);
      expect(editada.body.itens[0].ipiPercentual).toBe(9.75);
      const nova = await criar(t, w, termos(w));
      expect((nova.itens as { ipiPercentual: number }[])[0].ipiPercentual).toBe(20);
      const zero = await criar(t, w, {
        itens: [{ produtoId: w.produtos[0], quantidade: 1, precoUnitario: 10, ipiPercentual: 0 }],
      });
      expect(zero).toMatchObject({ ipi: 0, total: 25.5 });
    } finally {
      await t.db.query(`UPDATE produtos SET ipi_percentual = 9.75 WHERE id = $1`, [w.produtos[0]]);
    }
  });

  it('copies the terms into a revision and a duplicate', async () => {
    const q = await criar(t, w, termos(w));
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
    const revisao = await t.http.post(`/api/Cotacoes/${q.id}/revisar`).set(w.staff.auth).send({}).expect(201);
    const duplicada = await t.http
      .post(`/api/Cotacoes/${q.id}/duplicar`)
      .set(w.staff.auth)
      .send({ clienteId: w.outroCliente })
      .expect(201);
    const pick = (c: Record<string, unknown>) => ({
      parcelas: (c.parcelas as { dias: number; percentual: number; valor: number }[]).map((p) => [
        p.dias,
        p.percentual,
        p.valor,
      ]),
      meioPagamento: c.meioPagamento,
      freteModalidade: c.freteModalidade,
      transportadora: c.transportadora,
      descontoTotalPercentual: c.descontoTotalPercentual,
      descontoTotal: c.descontoTotal,
      ipi: c.ipi,
      icmsSt: c.icmsSt,
      total: c.total,
      itens: (c.itens as Record<string, unknown>[]).map((i) => [i.ipiPercentual, i.ipi, i.icmsStValor]),
    });
    expect(pick(revisao.body)).toEqual(pick(q));
    expect(pick(duplicada.body)).toEqual(pick(q));
  });

  it('keeps a quotation written without the new fields as before (no installments, freight without modality)', async () => {
    const q = await criar(t, w);
    expect(q).toMatchObject({
      parcelas: [],
      meioPagamento: null,
      freteModalidade: null,
      transportadora: null,
      descontoTotalPercentual: 0,
      descontoTotal: 0,
      frete: 15.5,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['installments summing to 90%', { parcelas: [{ dias: 30, percentual: 90 }] }, 'parcelas', M.parcelasSoma('90,00')],
    [
      'installment days out of order',
      {
        parcelas: [
          { dias: 60, percentual: 50 },
          { dias: 30, percentual: 50 },
        ],
      },
      'parcelas',
      M.parcelasDiasCrescentes,
    ],
    [
      'a negative installment day',
      { parcelas: [{ dias: -1, percentual: 100 }] },
      'parcelas.0.dias',
      M.parcelaDiasInvalid,
    ],
    [
      'an installment of 0%',
      {
        parcelas: [
          { dias: 0, percentual: 0 },
          { dias: 30, percentual: 100 },
        ],
      },
      'parcelas.0.percentual',
      M.parcelaPercentualInvalid,
    ],
    ['installments that are not a list', { parcelas: 'três' }, 'parcelas', M.parcelasInvalid],
    ['an unknown payment method', { meioPagamento: 'cheque' }, 'meioPagamento', M.meioPagamentoInvalid],
    ['an unknown freight modality', { freteModalidade: 'cif' }, 'freteModalidade', M.freteModalidadeInvalid],
    ['a freight value with FOB', { freteModalidade: 'FOB', frete: 10 }, 'frete', M.freteSomenteCif],
    ['a freight value without freight', { freteModalidade: 'sem_frete', frete: '1,00' }, 'frete', M.freteSomenteCif],
    [
      'a total discount over 100%',
      { descontoTotalPercentual: 100.01 },
      'descontoTotalPercentual',
      M.descontoTotalInvalid,
    ],
    [
      'a long carrier name',
      { transportadora: 't'.repeat(101) },
      'transportadora',
      'Transportadora deve ter no máximo 100 caracteres.',
    ],
    [
      'an IPI rate of 1000%',
      { itens: [{ produtoId: 1, quantidade: 1, precoUnitario: 1, ipiPercentual: 1000 }] },
      'itens.0.ipiPercentual',
      M.itemIpiInvalid,
    ],
    [
      'a negative ICMS-ST',
      { itens: [{ produtoId: 1, quantidade: 1, precoUnitario: 1, icmsStValor: -1 }] },
      'itens.0.icmsStValor',
      M.itemIcmsStInvalid,
    ],
  ])('refuses %s with a 400 naming the field, and saves nothing', async (_name, extra, campo, message) => {
    const antes = (await t.db.query(`SELECT count(*)::int AS n FROM cotacoes`)).rows[0].n;
    const response = await t.http.post('/api/Cotacoes').set(w.staff.auth).send(termos(w, extra)).expect(400);
    expect(response.body.message).toContain(message);
    expect(response.body.errors).toEqual({ [campo]: [message] });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM cotacoes`)).rows[0].n).toBe(antes);
  });

  it('accepts FOB and no freight with a zero freight value', async () => {
    const fob = await criar(t, w, termos(w, { freteModalidade: 'FOB', frete: 0, transportadora: null }));
    expect(fob).toMatchObject({ freteModalidade: 'FOB', frete: 0, transportadora: null });
    const sem = await criar(t, w, termos(w, { freteModalidade: 'sem_frete', frete: undefined, parcelas: [] }));
    expect(sem).toMatchObject({ freteModalidade: 'sem_frete', frete: 0, parcelas: [] });
  });

  it('prints the installments with due dates, payment, freight, discount, taxes per line and in the totals on the PDF', async () => {
    setNow(t.app, '2026-11-24T15:00:00Z');
    const q = await criar(t, w, termos(w));
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
    const res = await t.http.get(`/api/minhas-cotacoes/${q.id}/pdf`).set(w.clienteUser.auth).responseType('blob');
    expect(res.status).toBe(200);
    const text = (await pdfPages(res.body as Buffer)).join('\n');
    for (const esperado of [
      '1ª parcela: 28 dias (33,33%) - vence em 22/12/2026 - R$ 446,57',
      '3ª parcela: 84 dias (33,34%) - vence em 16/02/2027 - R$ 446,71',
      'Meio de pagamento',
      'Boleto',
      'CIF (por conta do vendedor) - Transportadora: Rápido Sul',
      'Desconto no total (2,5%)',
      'R$ 31,99',
      'R$ 64,46',
      'R$ 12,34',
      'R$ 60,18',
      'R$ 4,28',
      '9,75%',
      'R$ 1.339,85',
      'Impostos: IPI e ICMS-ST conforme indicado; demais tributos inclusos no preço',
    ])
      expect(text).toContain(esperado);
  });
});
