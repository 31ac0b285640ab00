import { Injectable } from '@nestjs/common';
import type { CotacaoStatus } from '@portal/shared/constants';
import type { CotacaoEventoTipo } from '@portal/shared/cotacoes';
import type { Db, Tx } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import { statusDe } from './transitions-sql.js';

/** The header fields a draft stores (money and dates as exact text). */
export interface CotacaoCampos {
  clienteId: number;
  validade: string;
  condicoesPagamento: string | null;
  prazoEntrega: string | null;
  observacoes: string | null;
  /** The installments as JSON text ([{ dias, percentual }]). */
  parcelas: string;
  meioPagamento: string | null;
  freteModalidade: string | null;
  transportadora: string | null;
  descontoTotalPercentual: string;
  descontoTotal: string;
  ipi: string;
  icmsSt: string;
  frete: string;
  subtotal: string;
  descontos: string;
  total: string;
}

/** A line ready to store: the product snapshot plus exact decimal texts. */
export interface ItemLinha {
  produtoId: number;
  sku: string;
  nome: string;
  tipo: string;
  descricao: string | null;
  quantidade: string;
  unidade: string;
  precoUnitario: string;
  descontoPercentual: string;
  total: string;
  ipiPercentual: string;
  ipi: string;
  icmsStValor: string | null;
}

export interface ProdutoSnapshot {
  id: number;
  sku: string;
  nome: string;
  tipo: string;
  descricao: string | null;
  unidade: string;
  /** The IPI rate a line of this product starts with (exact decimal text). */
  ipiPercentual: string;
}

/** What a refused conditional write reads to say why (never used to decide the write itself). */
export interface CotacaoEstado {
  id: number;
  numero: string;
  revisao: number;
  status: CotacaoStatus;
  versao: number;
  validade: string;
  clienteId: number;
  vendedorId: number;
  total: string;
  /** It was sent once: the customer may see it (a draft closed unsent stays staff-only). */
  enviada: boolean;
}

const ESTADO = `id, numero, revisao, status, versao, to_char(validade, 'YYYY-MM-DD') AS validade,
  cliente_id AS "clienteId", vendedor_id AS "vendedorId", total::text AS total, enviada_em IS NOT NULL AS enviada`;

/** Header and lines of drafts: numbering, insert, edit, delete, lines and history. */
// The head's editable columns, in the order both the INSERT and the draft UPDATE list them.
const valoresDosCampos = (c: CotacaoCampos) => [
  c.clienteId,
  c.validade,
  c.condicoesPagamento,
  c.prazoEntrega,
  c.observacoes,
  c.frete,
  c.subtotal,
  c.descontos,
  c.total,
  c.parcelas,
  c.meioPagamento,
  c.freteModalidade,
  c.transportadora,
  c.descontoTotalPercentual,
  c.descontoTotal,
  c.ipi,
  c.icmsSt,
];

@Injectable()
export class CotacoesWriteRepository {
  constructor(private readonly prisma: PrismaService) {}

  async estado(id: number, db: Db = this.prisma): Promise<CotacaoEstado | null> {
    const rows = await db.$queryRawUnsafe<CotacaoEstado[]>(`SELECT ${ESTADO} FROM cotacoes WHERE id = $1::int`, id);
    return rows[0] ?? null;
  }

  async clienteExiste(id: number, tx: Tx): Promise<boolean> {
    const rows = await tx.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM clientes WHERE id = $1::int`, id);
    return rows.length > 0;
  }

  /** The next number of the year: concurrent callers queue on the year's counter row. */
  async proximoSeq(ano: number, tx: Tx): Promise<number> {
    const rows = await tx.$queryRawUnsafe<{ ultimo: number }[]>(
      `INSERT INTO cotacoes_contador (ano, ultimo) VALUES ($1::int, 1)
       ON CONFLICT (ano) DO UPDATE SET ultimo = cotacoes_contador.ultimo + 1 RETURNING ultimo`,
      ano,
    );
    return rows[0].ultimo;
  }

  async inserir(
    head: { numero: string; ano: number; seq: number; revisao: number; vendedorId: number; agora: Date },
    campos: CotacaoCampos,
    tx: Tx,
  ): Promise<number> {
    const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO cotacoes (numero, ano, seq, revisao, vendedor_id, criado_em, atualizado_em, cliente_id, validade,
         condicoes_pagamento, prazo_entrega, observacoes, frete, subtotal, descontos, total, parcelas, meio_pagamento,
         frete_modalidade, transportadora, desconto_total_percentual, desconto_total, ipi, icms_st)
       VALUES ($1, $2::int, $3::int, $4::int, $5::int, $6::timestamptz, $6::timestamptz, $7::int, $8::date, $9, $10,
         $11, $12::numeric, $13::numeric, $14::numeric, $15::numeric, $16::jsonb, $17, $18, $19, $20::numeric,
         $21::numeric, $22::numeric, $23::numeric)
       RETURNING id`,
      head.numero,
      head.ano,
      head.seq,
      head.revisao,
      head.vendedorId,
      head.agora,
      ...valoresDosCampos(campos),
    );
    return rows[0].id;
  }

  /** Edits a draft only if it is still a draft at the version the editor read; null otherwise. */
  async editarRascunho(id: number, versao: number, campos: CotacaoCampos, agora: Date, tx: Tx): Promise<boolean> {
    const count = await tx.$executeRawUnsafe(
      `UPDATE cotacoes SET cliente_id = $3::int, validade = $4::date, condicoes_pagamento = $5, prazo_entrega = $6,
         observacoes = $7, frete = $8::numeric, subtotal = $9::numeric, descontos = $10::numeric, total = $11::numeric,
         parcelas = $12::jsonb, meio_pagamento = $13, frete_modalidade = $14, transportadora = $15,
         desconto_total_percentual = $16::numeric, desconto_total = $17::numeric, ipi = $18::numeric,
         icms_st = $19::numeric, versao = versao + 1, atualizado_em = $20::timestamptz
       WHERE id = $1::int AND ${statusDe('editar', 'status')} AND versao = $2::int`,
      id,
      versao,
      ...valoresDosCampos(campos),
      agora,
    );
    return count === 1;
  }

  /** Deletes a draft (its lines and history go with it); false when it is not a draft. */
  async excluirRascunho(id: number, tx: Tx): Promise<CotacaoEstado | null> {
    const rows = await tx.$queryRawUnsafe<CotacaoEstado[]>(
      `DELETE FROM cotacoes WHERE id = $1::int AND ${statusDe('excluir', 'status')} RETURNING ${ESTADO}`,
      id,
    );
    return rows[0] ?? null;
  }

  /** Active products among `ids`, for new lines. */
  produtosAtivos(ids: number[], tx: Tx): Promise<ProdutoSnapshot[]> {
    return tx.$queryRawUnsafe<ProdutoSnapshot[]>(
      `SELECT id, sku, nome, tipo, descricao, unidade, ipi_percentual::text AS "ipiPercentual"
         FROM produtos WHERE id = ANY($1::int[]) AND status`,
      ids,
    );
  }

  /** The snapshots a draft's lines already hold: kept on edit even if the product changed since. */
  snapshotsDe(cotacaoId: number, tx: Tx): Promise<ProdutoSnapshot[]> {
    return tx.$queryRawUnsafe<ProdutoSnapshot[]>(
      `SELECT DISTINCT ON (produto_id) produto_id AS id, sku, nome, tipo, descricao, unidade,
              ipi_percentual::text AS "ipiPercentual"
         FROM cotacao_itens WHERE cotacao_id = $1::int ORDER BY produto_id, posicao`,
      cotacaoId,
    );
  }

  async substituirItens(cotacaoId: number, itens: ItemLinha[], tx: Tx): Promise<void> {
    await tx.$executeRawUnsafe(`DELETE FROM cotacao_itens WHERE cotacao_id = $1::int`, cotacaoId);
    if (!itens.length) return;
    const column = <K extends keyof ItemLinha>(key: K) => itens.map((item) => item[key]);
    await tx.$executeRawUnsafe(
      `INSERT INTO cotacao_itens (cotacao_id, posicao, produto_id, sku, nome, tipo, descricao, quantidade, unidade,
         preco_unitario, desconto_percentual, total, ipi_percentual, ipi, icms_st_valor)
       SELECT $1::int, l.ord, l.produto_id, l.sku, l.nome, l.tipo, l.descricao, l.quantidade::numeric, l.unidade,
              l.preco::numeric, l.desconto::numeric, l.total::numeric, l.ipi_percentual::numeric, l.ipi::numeric,
              l.icms_st::numeric
         FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                     $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
              WITH ORDINALITY AS l(produto_id, sku, nome, tipo, descricao, quantidade, unidade, preco, desconto, total,
                                   ipi_percentual, ipi, icms_st, ord)`,
      cotacaoId,
      column('produtoId'),
      column('sku'),
      column('nome'),
      column('tipo'),
      column('descricao'),
      column('quantidade'),
      column('unidade'),
      column('precoUnitario'),
      column('descontoPercentual'),
      column('total'),
      column('ipiPercentual'),
      column('ipi'),
      column('icmsStValor'),
    );
  }

  async evento(
    cotacaoId: number,
    tipo: CotacaoEventoTipo,
    em: Date,
    usuarioId: number | null,
    detalhe: string | null,
    tx: Tx,
  ): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO cotacao_eventos (cotacao_id, tipo, em, usuario_id, detalhe)
       VALUES ($1::int, $2, $3::timestamptz, $4::int, $5)`,
      cotacaoId,
      tipo,
      em,
      usuarioId,
      detalhe === null ? null : detalhe.slice(0, 500),
    );
  }
}
