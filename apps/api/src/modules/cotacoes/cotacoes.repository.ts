import { Injectable } from '@nestjs/common';
import { calcularParcelas, toScaled, type ParcelaTermo } from '@portal/shared/cotacoes';
import { maskDoc } from '@portal/shared/masks';
import type { Db, Tx } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { CotacaoDto } from './dto/cotacao.response.js';
import { ENVIADA, JOINS, RESUMO } from './cotacoes-search.repository.js';
import type { CotacaoPdfCliente } from './pdf/cotacao-pdf-input.js';

// One statement for the whole quotation: lines, history and revisions as JSON (numeric values go
// into JSON as their exact decimal text).
const DETALHE = `SELECT ${RESUMO}, u.email AS "vendedorEmail", u.phone_number AS "vendedorTelefone", coalesce(k.cpf, k.cnpj) AS "clienteDocumento", k.tipo_pessoa AS "clienteTipoPessoa",
  k.status AS "clienteAtivo",
  c.condicoes_pagamento AS "condicoesPagamento", c.prazo_entrega AS "prazoEntrega", c.observacoes,
  c.subtotal::text AS subtotal, c.descontos::text AS descontos, c.frete::text AS frete, c.versao,
  c.parcelas, c.meio_pagamento AS "meioPagamento", c.frete_modalidade AS "freteModalidade", c.transportadora,
  c.desconto_total_percentual::text AS "descontoTotalPercentual", c.desconto_total::text AS "descontoTotal",
  c.ipi::text AS ipi, c.icms_st::text AS "icmsSt",
  -- The installments fall due counting from the acceptance day, else from the sending day (Brasília).
  to_char((CASE WHEN c.status = 'aceita' THEN c.respondida_em ELSE c.enviada_em END) AT TIME ZONE 'America/Sao_Paulo',
    'YYYY-MM-DD') AS "parcelasBase",
  c.motivo_recusa AS "motivoRecusa", c.enviada_em AS "enviadaEm", c.respondida_em AS "respondidaEm",
  (SELECT coalesce(json_agg(json_build_object('produtoId', i.produto_id, 'sku', i.sku, 'nome', i.nome,
            'tipo', i.tipo, 'descricao', i.descricao, 'quantidade', i.quantidade, 'unidade', i.unidade,
            'precoUnitario', i.preco_unitario, 'descontoPercentual', i.desconto_percentual, 'total', i.total,
            'ipiPercentual', i.ipi_percentual, 'ipi', i.ipi, 'icmsStValor', i.icms_st_valor)
          ORDER BY i.posicao), '[]') FROM cotacao_itens i WHERE i.cotacao_id = c.id) AS itens,
  CASE WHEN $2::int IS NULL THEN
  (SELECT coalesce(json_agg(json_build_object('tipo', e.tipo, 'em', e.em, 'usuarioId', e.usuario_id,
            'usuarioNome', eu.name, 'detalhe', e.detalhe) ORDER BY e.em, e.id), '[]')
     FROM cotacao_eventos e LEFT JOIN users eu ON eu.id = e.usuario_id WHERE e.cotacao_id = c.id)
  ELSE '[]' END AS historico,
  (SELECT json_agg(json_build_object('id', r.id, 'revisao', r.revisao, 'status', r.status) ORDER BY r.revisao)
     FROM cotacoes r WHERE r.numero = c.numero AND ($2::int IS NULL OR ${ENVIADA('r')})) AS revisoes
FROM ${JOINS}
WHERE c.id = $1 AND ($2::int IS NULL OR (c.cliente_id = $2 AND ${ENVIADA('c')}))`;

type Dinheiro = 'total' | 'subtotal' | 'descontos' | 'frete' | 'descontoTotalPercentual' | 'descontoTotal' | 'ipi';
export type Row<T> = Omit<T, Dinheiro | 'icmsSt' | 'parcelas' | 'criadoEm'> & {
  total: string;
  subtotal?: string;
  descontos?: string;
  frete?: string;
  descontoTotalPercentual?: string;
  descontoTotal?: string;
  ipi?: string;
  icmsSt?: string;
  parcelas?: ParcelaTermo[];
  parcelasBase?: string | null;
  criadoEm: Date;
};

function toDetalhe({ parcelasBase, ...row }: Row<CotacaoDto>): CotacaoDto {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));
  return {
    ...row,
    parcelas: calcularParcelas(toScaled(row.total, 2) ?? 0n, parcelasDoBanco(row.parcelas), parcelasBase ?? null),
    descontoTotalPercentual: Number(row.descontoTotalPercentual),
    descontoTotal: Number(row.descontoTotal),
    ipi: Number(row.ipi),
    icmsSt: Number(row.icmsSt),
    total: Number(row.total),
    subtotal: Number(row.subtotal),
    descontos: Number(row.descontos),
    frete: Number(row.frete),
    criadoEm: row.criadoEm.toISOString(),
    enviadaEm: iso(row.enviadaEm),
    respondidaEm: iso(row.respondidaEm),
    clienteDocumento: maskDoc(row.clienteDocumento),
  };
}

/** The stored installments list, checked: a value the contract does not know is an error, not a guess. */
function parcelasDoBanco(value: unknown): ParcelaTermo[] {
  if (!Array.isArray(value)) throw new Error('cotacoes.parcelas não é uma lista');
  return value.map((p: unknown) => {
    const { dias, percentual } = (p ?? {}) as Record<string, unknown>;
    if (typeof dias !== 'number' || typeof percentual !== 'number') throw new Error('parcela inválida no banco');
    return { dias, percentual };
  });
}

/** Reads of quotations: one with everything (the searches are CotacoesSearchRepository's). */
@Injectable()
export class CotacoesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** With `clienteId`, only that customer's non-draft quotation (and no history): a CLIENTE's view. */
  async findById(id: number, clienteId: number | null = null): Promise<CotacaoDto | null> {
    // A named prepared statement: planned once per connection (the plan of its subqueries is most
    // of the statement's cost for a small quotation).
    const { rows } = await this.prisma.pool.query<Row<CotacaoDto>>({
      name: 'cotacao_por_id',
      text: DETALHE,
      values: [id, clienteId],
    });
    return rows[0] ? toDetalhe(rows[0]) : null;
  }

  /** The same read inside a transaction, which sees its own uncommitted changes (Enviar's PDF). */
  async findByIdIn(tx: Tx, id: number): Promise<CotacaoDto | null> {
    const rows = await tx.$queryRawUnsafe<Row<CotacaoDto>[]>(DETALHE, id, null);
    return rows[0] ? toDetalhe(rows[0]) : null;
  }

  /** The customer block of the PDF: the masked document and the address as registered. */
  async clienteParaPdf(clienteId: number, db: Db = this.prisma): Promise<CotacaoPdfCliente> {
    const rows = await db.$queryRawUnsafe<(Omit<CotacaoPdfCliente, 'documento'> & { doc: string | null })[]>(
      `SELECT nome, razao_social AS "razaoSocial", ie, isento_ie AS "isentoIe", coalesce(cpf, cnpj) AS doc, email_faturamento AS email, telefone, logradouro, numero,
              complemento, bairro, cidade, uf, cep FROM clientes WHERE id = $1::int`,
      clienteId,
    );
    const { doc, ...cliente } = rows[0];
    return { ...cliente, documento: maskDoc(doc ?? '') };
  }
}
