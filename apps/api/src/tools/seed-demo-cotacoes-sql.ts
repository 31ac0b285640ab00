import type { SeedPlan } from './seed-demo-sql.js';

const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Quotations per run: 30% of the customers unless --quotes says (1M customers: 300k, ~1.5M lines). */
export function quoteCount(plan: SeedPlan & { quotes?: number }): number {
  return plan.quotes ?? Math.max(1_000, Math.floor(plan.customers * 0.3));
}

// Status by the row's hash, in percent: rascunho 8, enviada 30, aceita 25, recusada 12, expirada 13,
// cancelada 7, substituida 5 (each substituida gets a sent revision 2 below).
const STATUS = `CASE WHEN s < 8 THEN 'rascunho' WHEN s < 38 THEN 'enviada' WHEN s < 63 THEN 'aceita'
  WHEN s < 75 THEN 'recusada' WHEN s < 88 THEN 'expirada' WHEN s < 95 THEN 'cancelada' ELSE 'substituida' END`;

/**
 * The demo quotations, one statement per step, all INSERT ... SELECT: headers (open ones created in
 * the last 14 days, answered ones up to a year back), 1 to 9 lines each from the catalogue, totals
 * from the rounded lines (the same rule as packages/shared), revisions, orders for the accepted ones,
 * and the yearly counters. Needs the demo staff (users) and products first.
 */
export function cotacoesSql(plan: SeedPlan & { quotes?: number }): string[] {
  const anchor = `timestamptz ${lit(plan.anchor)}`;
  const vendedores = `(SELECT array_agg(id ORDER BY email) FROM users WHERE cliente_id IS NULL AND email LIKE 'comercial%')`;
  return [
    `INSERT INTO cotacoes (numero, ano, seq, revisao, cliente_id, vendedor_id, status, validade, condicoes_pagamento,
            prazo_entrega, frete, criado_em, atualizado_em, enviada_em, enviada_por, respondida_em, aceite_ip,
            motivo_recusa, cancelada_em, cancelada_por, expirada_em, substituida_em)
     SELECT 'COT-' || ano || '-' || lpad(seq::text, 6, '0'), ano, seq, 1, cliente_id, vendedor_id, status,
            (criado_em AT TIME ZONE 'America/Sao_Paulo')::date + 15, '30/60 dias', '10 dias úteis', frete,
            criado_em, criado_em, enviada, CASE WHEN enviada IS NOT NULL THEN vendedor_id END,
            CASE WHEN status IN ('aceita', 'recusada') THEN enviada + interval '2 days' END,
            CASE WHEN status = 'aceita' THEN '10.0.0.' || (1 + i % 250) END,
            CASE WHEN status = 'recusada' AND i % 2 = 0 THEN 'Preço acima do orçamento' END,
            CASE WHEN status = 'cancelada' THEN enviada + interval '1 day' END,
            CASE WHEN status = 'cancelada' THEN vendedor_id END,
            CASE WHEN status = 'expirada' THEN criado_em + interval '16 days' END,
            CASE WHEN status = 'substituida' THEN enviada + interval '3 days' END
       FROM (SELECT g.*, extract(year FROM criado_em AT TIME ZONE 'America/Sao_Paulo')::int AS ano,
                    row_number() OVER (PARTITION BY extract(year FROM criado_em AT TIME ZONE 'America/Sao_Paulo')
                                       ORDER BY criado_em, i)::int AS seq,
                    CASE WHEN status <> 'rascunho' THEN criado_em + interval '1 hour' END AS enviada
               FROM (SELECT i, status, 1 + pg_temp.r(i, 81, ${plan.customers})::int AS cliente_id,
                            v[1 + pg_temp.r(i, 82, array_length(v, 1))::int] AS vendedor_id,
                            ((pg_temp.r(i, 83, 20) * 500) / 100.0)::numeric(14, 2) AS frete,
                            CASE WHEN status IN ('rascunho', 'enviada')
                                 THEN ${anchor} - pg_temp.r(i, 84, 13 * 1440) * interval '1 minute'
                                 ELSE ${anchor} - (17 * 1440 + pg_temp.r(i, 85, 345 * 1440)) * interval '1 minute' END
                              AS criado_em
                       FROM (SELECT i, ${STATUS} AS status FROM (SELECT i, pg_temp.r(i, 80, 100) AS s
                               FROM generate_series(1, ${quoteCount(plan)}) AS i) h) AS x,
                            LATERAL (SELECT ${vendedores} AS v) AS staff) AS g) AS n
      ORDER BY criado_em, i`,
    `INSERT INTO cotacao_itens (cotacao_id, posicao, produto_id, sku, nome, tipo, descricao, quantidade, unidade,
            preco_unitario, desconto_percentual, total)
     SELECT c.id, k, p.id, p.sku, p.nome, p.tipo, p.descricao, q, p.unidade, pr.valor, d,
            round(q * pr.valor * (100 - d) * 0.01, 2)
       FROM cotacoes c
            -- Quotation 1 has 50 lines: the bench reads it (one quotation with 50 lines).
            CROSS JOIN LATERAL generate_series(1, CASE WHEN c.id = 1 THEN 50 ELSE 1 + pg_temp.r(c.id, 90, 9)::int END) AS k
            CROSS JOIN LATERAL (SELECT (1 + pg_temp.r(c.id * 16 + k, 91, ${plan.products}))::int AS produto_id,
                                       CASE WHEN pg_temp.r(c.id * 16 + k, 92, 4) = 0
                                            THEN (1 + pg_temp.r(c.id * 16 + k, 93, 99999)) / 1000.0
                                            ELSE 1 + pg_temp.r(c.id * 16 + k, 94, 20) END::numeric(14, 3) AS q,
                                       CASE WHEN pg_temp.r(c.id * 16 + k, 95, 10) < 7 THEN 0
                                            ELSE pg_temp.r(c.id * 16 + k, 96, 1500) / 100.0 END::numeric(5, 2) AS d) AS l
            JOIN produtos p ON p.id = l.produto_id
            CROSS JOIN LATERAL (SELECT coalesce(p.preco, 10)::numeric(14, 2) AS valor) AS pr
      ORDER BY c.id, k`,
    `UPDATE cotacoes c SET subtotal = t.subtotal, descontos = t.subtotal - t.liquido, total = t.liquido + c.frete
       FROM (SELECT cotacao_id, sum(round(quantidade * preco_unitario, 2)) AS subtotal, sum(total) AS liquido
               FROM cotacao_itens GROUP BY cotacao_id) t
      WHERE t.cotacao_id = c.id`,
    // Each substituida quotation was replaced by a sent revision 2 (same lines), still open.
    `INSERT INTO cotacoes (numero, ano, seq, revisao, cliente_id, vendedor_id, status, validade, condicoes_pagamento,
            prazo_entrega, frete, subtotal, descontos, total, criado_em, atualizado_em, enviada_em, enviada_por)
     SELECT numero, ano, seq, 2, cliente_id, vendedor_id, 'enviada', (${anchor} AT TIME ZONE 'America/Sao_Paulo')::date + 10,
            condicoes_pagamento, prazo_entrega, frete, subtotal, descontos, total, substituida_em, substituida_em,
            substituida_em, vendedor_id
       FROM cotacoes WHERE status = 'substituida' ORDER BY id`,
    `INSERT INTO cotacao_itens (cotacao_id, posicao, produto_id, sku, nome, tipo, descricao, quantidade, unidade,
            preco_unitario, desconto_percentual, total)
     SELECT r2.id, i.posicao, i.produto_id, i.sku, i.nome, i.tipo, i.descricao, i.quantidade, i.unidade,
            i.preco_unitario, i.desconto_percentual, i.total
       FROM cotacoes r2 JOIN cotacoes r1 ON r1.numero = r2.numero AND r1.revisao = 1
            JOIN cotacao_itens i ON i.cotacao_id = r1.id
      WHERE r2.revisao = 2`,
    `INSERT INTO pedidos (cliente_id, valor, data_emissao, cotacao_id, cotacao_numero)
     SELECT cliente_id, total, respondida_em, id, numero FROM cotacoes WHERE status = 'aceita' ORDER BY respondida_em, id`,
    `INSERT INTO cotacoes_contador (ano, ultimo) SELECT ano, max(seq) FROM cotacoes GROUP BY ano
     ON CONFLICT (ano) DO UPDATE SET ultimo = greatest(cotacoes_contador.ultimo, excluded.ultimo)`,
  ];
}
