import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service.js';
import type { Db, Tx } from '../../database/db.js';
import type { CotacaoEstado } from './cotacoes-write.repository.js';
import { destinatariosDoCliente } from '../clientes/index.js';
import { statusDe, statusPara } from './transitions-sql.js';

// "Still open" in one condition: the validity date has not ended in Brasília at the app clock's
// instant $now (the end of `validade` is 23:59:59.999 America/Sao_Paulo). Written as a date
// comparison so the partial index on open quotations serves the jobs.
const hoje = (now: string) => `((${now}::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date)`;
const ABERTA = (now: string) => `c.validade >= ${hoje(now)}`;

const ESTADO = `c.id, c.numero, c.revisao, c.status, c.versao, to_char(c.validade, 'YYYY-MM-DD') AS validade,
  c.cliente_id AS "clienteId", c.vendedor_id AS "vendedorId", c.total::text AS total, c.enviada_em IS NOT NULL AS enviada`;

// The customer can answer: their record is active (an inactive customer signs in and reads, only).
// The structured terms (issue 29) a revision and a duplicate copy as they are.
const TERMOS_COLUNAS = [
  'parcelas',
  'meio_pagamento',
  'frete_modalidade',
  'transportadora',
  'desconto_total_percentual',
  'desconto_total',
  'ipi',
  'icms_st',
];
const TERMOS = TERMOS_COLUNAS.join(', ');
const termos = (alias: string) => TERMOS_COLUNAS.map((coluna) => `${alias}.${coluna}`).join(', ');
const CLIENTE_ATIVO = `EXISTS (SELECT 1 FROM clientes k WHERE k.id = c.cliente_id AND k.status)`;

/** What a refused transition reads to say why (after the fact; it never decides the write). */
export interface Condicoes {
  itens: boolean;
  clienteAtivo: boolean;
  /** Another revision of the number that was accepted (it has the number's order), if any. */
  revisaoAceita: number | null;
  /** SKUs of the lines whose product was deactivated since (a draft with them cannot be sent). */
  inativos: string[];
}

export interface ResumoEmail {
  id: number;
  numero: string;
  revisao: number;
  clienteId: number;
  clienteNome: string;
  validade: string;
  total: string;
  itens: number;
  vendedorNome: string;
  vendedorEmail: string;
  vendedorTelefone: string | null;
}

export interface Destinatario {
  email: string;
  nome: string;
}

/**
 * Status changes, each one conditional UPDATE (never read-then-write): the row changes only if it is
 * still in the status the action needs, so concurrent actions on one quotation have one winner. The
 * statuses each WHERE and SET name come from the action's line of TRANSICOES (packages/shared).
 */
@Injectable()
export class CotacoesTransitionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * rascunho -> enviada when it has lines, is still valid, its customer is active and has a recipient,
   * and no revision of its number was accepted. Call substituirAnteriores first, in the same
   * transaction: at most one revision of a number is sent or accepted (cotacoes_numero_aberta_key).
   */
  async enviar(id: number, agora: Date, usuarioId: number, tx: Tx): Promise<CotacaoEstado | null> {
    const rows = await tx.$queryRawUnsafe<CotacaoEstado[]>(
      `UPDATE cotacoes c SET status = ${statusPara('enviar')}, enviada_em = $2::timestamptz, enviada_por = $3::int,
              versao = c.versao + 1, atualizado_em = $2::timestamptz
        WHERE c.id = $1::int AND ${statusDe('enviar')} AND ${ABERTA('$2')}
          AND EXISTS (SELECT 1 FROM cotacao_itens i WHERE i.cotacao_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM cotacao_itens i JOIN produtos p ON p.id = i.produto_id
                           WHERE i.cotacao_id = c.id AND NOT p.status)
          AND NOT EXISTS (SELECT 1 FROM cotacoes o WHERE o.numero = c.numero AND o.status = ${statusPara('aceitar')})
          AND EXISTS (SELECT 1 FROM clientes k WHERE k.id = c.cliente_id AND k.status
                        AND (k.email_faturamento IS NOT NULL
                             OR EXISTS (SELECT 1 FROM users u WHERE u.cliente_id = k.id AND u.status = 1)))
        RETURNING ${ESTADO}`,
      id,
      agora,
      usuarioId,
    );
    return rows[0] ?? null;
  }

  /** Why a transition was refused (read after the refused write, for the message only). */
  async condicoes(id: number, db: Db = this.prisma): Promise<Condicoes> {
    const rows = await db.$queryRawUnsafe<Condicoes[]>(
      `SELECT EXISTS (SELECT 1 FROM cotacao_itens i WHERE i.cotacao_id = c.id) AS itens, k.status AS "clienteAtivo",
              (SELECT o.revisao FROM cotacoes o WHERE o.numero = c.numero AND o.id <> c.id AND o.status = ${statusPara('aceitar')}
                ORDER BY o.revisao LIMIT 1) AS "revisaoAceita",
              ARRAY(SELECT i.sku FROM cotacao_itens i JOIN produtos p ON p.id = i.produto_id
                     WHERE i.cotacao_id = c.id AND NOT p.status ORDER BY i.posicao) AS inativos
         FROM cotacoes c JOIN clientes k ON k.id = c.cliente_id WHERE c.id = $1::int`,
      id,
    );
    return rows[0] ?? { itens: false, clienteAtivo: false, revisaoAceita: null, inativos: [] };
  }

  /**
   * Before draft `id` is sent: the older sent revision of its number becomes `substituida` (the
   * caller's transaction rolls this back if the send is refused). Locks that row first, as
   * accepting it does, so a send and an accept of the same number queue instead of both winning.
   */
  async substituirAnteriores(id: number, agora: Date, tx: Tx): Promise<number[]> {
    const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
      `UPDATE cotacoes c SET status = ${statusPara('substituir')}, substituida_em = $2::timestamptz, versao = c.versao + 1,
              atualizado_em = $2::timestamptz
         FROM cotacoes n
        WHERE n.id = $1::int AND ${statusDe('enviar', 'n.status')} AND c.numero = n.numero AND c.revisao < n.revisao
          AND ${statusDe('substituir')}
       RETURNING c.id`,
      id,
      agora,
    );
    return rows.map((row) => row.id);
  }

  /**
   * After revision `id` was accepted, the other open revisions of its number (a newer draft) become
   * `cancelada`: one number, one order. Answers their ids.
   */
  async fecharOutras(id: number, agora: Date, tx: Tx): Promise<number[]> {
    const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
      `UPDATE cotacoes c SET status = ${statusPara('fechar')}, cancelada_em = $2::timestamptz, versao = c.versao + 1,
              atualizado_em = $2::timestamptz
         FROM cotacoes a
        WHERE a.id = $1::int AND c.numero = a.numero AND c.id <> a.id AND ${statusDe('fechar')}
       RETURNING c.id`,
      id,
      agora,
    );
    return rows.map((row) => row.id);
  }

  async cancelar(id: number, agora: Date, usuarioId: number, tx: Tx): Promise<CotacaoEstado | null> {
    const rows = await tx.$queryRawUnsafe<CotacaoEstado[]>(
      `UPDATE cotacoes c SET status = ${statusPara('cancelar')}, cancelada_em = $2::timestamptz, cancelada_por = $3::int,
              versao = c.versao + 1, atualizado_em = $2::timestamptz
        WHERE c.id = $1::int AND ${statusDe('cancelar')} RETURNING ${ESTADO}`,
      id,
      agora,
      usuarioId,
    );
    return rows[0] ?? null;
  }

  /**
   * enviada -> aceita and the order, in one statement: the status, the validity and the customer's
   * being active are checked by the UPDATE itself, and the order is inserted only from the row it
   * changed (pedidos.cotacao_id and pedidos.cotacao_numero are UNIQUE besides: one order per number).
   * Answers the order id, or null when the quotation was not open for this customer.
   */
  async aceitar(
    id: number,
    clienteId: number,
    agora: Date,
    usuarioId: number,
    ip: string,
    tx: Tx,
  ): Promise<{ pedidoId: number } | null> {
    const rows = await tx.$queryRawUnsafe<{ pedidoId: number }[]>(
      `WITH alvo AS (
         UPDATE cotacoes c SET status = ${statusPara('aceitar')}, respondida_em = $3::timestamptz, respondida_por = $4::int,
                aceite_ip = $5, versao = c.versao + 1, atualizado_em = $3::timestamptz
          WHERE c.id = $1::int AND c.cliente_id = $2::int AND ${statusDe('aceitar')} AND ${ABERTA('$3')}
            AND ${CLIENTE_ATIVO}
          RETURNING c.id, c.numero, c.cliente_id, c.total)
       INSERT INTO pedidos (cliente_id, valor, data_emissao, cotacao_id, cotacao_numero)
       SELECT cliente_id, total, $3::timestamptz, id, numero FROM alvo RETURNING id AS "pedidoId"`,
      id,
      clienteId,
      agora,
      usuarioId,
      ip.slice(0, 100),
    );
    return rows[0] ?? null;
  }

  async recusar(
    id: number,
    clienteId: number,
    agora: Date,
    usuarioId: number,
    motivo: string | null,
    tx: Tx,
  ): Promise<CotacaoEstado | null> {
    const rows = await tx.$queryRawUnsafe<CotacaoEstado[]>(
      `UPDATE cotacoes c SET status = ${statusPara('recusar')}, respondida_em = $3::timestamptz, respondida_por = $4::int,
              motivo_recusa = $5, versao = c.versao + 1, atualizado_em = $3::timestamptz
        WHERE c.id = $1::int AND c.cliente_id = $2::int AND ${statusDe('recusar')} AND ${ABERTA('$3')}
          AND ${CLIENTE_ATIVO}
        RETURNING ${ESTADO}`,
      id,
      clienteId,
      agora,
      usuarioId,
      motivo,
    );
    return rows[0] ?? null;
  }

  /**
   * A new draft with the same number and revision + 1, copying header and lines, from the newest
   * revision only. Two concurrent revisions of one number: the second waits on the unique (numero,
   * revisao) entry of the first and inserts nothing (null, a 409). The source row is locked (FOR
   * UPDATE), so a revision and an accept of it queue: revising what was just accepted is a 409, and
   * accepting what was just revised closes the new draft.
   */
  async revisar(id: number, vendedorId: number, validade: string, agora: Date, tx: Tx): Promise<number | null> {
    const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO cotacoes (numero, ano, seq, revisao, cliente_id, vendedor_id, validade, condicoes_pagamento,
              prazo_entrega, observacoes, frete, subtotal, descontos, total, ${TERMOS}, criado_em, atualizado_em)
       SELECT c.numero, c.ano, c.seq, c.revisao + 1, c.cliente_id, $2::int, $3::date, c.condicoes_pagamento,
              c.prazo_entrega, c.observacoes, c.frete, c.subtotal, c.descontos, c.total, ${termos('c')},
              $4::timestamptz, $4::timestamptz
         FROM cotacoes c
        WHERE c.id = $1::int AND ${statusDe('revisar')}
          AND NOT EXISTS (SELECT 1 FROM cotacoes n WHERE n.numero = c.numero AND n.revisao > c.revisao)
          FOR UPDATE OF c
       ON CONFLICT (numero, revisao) DO NOTHING
       RETURNING id`,
      id,
      vendedorId,
      validade,
      agora,
    );
    return rows[0]?.id ?? null;
  }

  /** A new draft under a new number for `clienteId`, with the source's header and lines. */
  async duplicar(
    id: number,
    head: { numero: string; ano: number; seq: number; clienteId: number; vendedorId: number; validade: string },
    agora: Date,
    tx: Tx,
  ): Promise<number | null> {
    const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO cotacoes (numero, ano, seq, revisao, cliente_id, vendedor_id, validade, condicoes_pagamento,
              prazo_entrega, observacoes, frete, subtotal, descontos, total, ${TERMOS}, criado_em, atualizado_em)
       SELECT $2, $3::int, $4::int, 1, $5::int, $6::int, $7::date, c.condicoes_pagamento, c.prazo_entrega,
              c.observacoes, c.frete, c.subtotal, c.descontos, c.total, ${termos('c')}, $8::timestamptz, $8::timestamptz
         FROM cotacoes c WHERE c.id = $1::int
       RETURNING id`,
      id,
      head.numero,
      head.ano,
      head.seq,
      head.clienteId,
      head.vendedorId,
      head.validade,
      agora,
    );
    return rows[0]?.id ?? null;
  }

  async copiarItens(origem: number, destino: number, tx: Tx): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO cotacao_itens (cotacao_id, posicao, produto_id, sku, nome, tipo, descricao, quantidade, unidade,
              preco_unitario, desconto_percentual, total, ipi_percentual, ipi, icms_st_valor)
       SELECT $2::int, posicao, produto_id, sku, nome, tipo, descricao, quantidade, unidade, preco_unitario,
              desconto_percentual, total, ipi_percentual, ipi, icms_st_valor
         FROM cotacao_itens WHERE cotacao_id = $1::int`,
      origem,
      destino,
    );
  }

  /** Who the quotation e-mails go to: the one rule, shared with the send dialog's list. */
  destinatarios(clienteId: number, db: Db = this.prisma): Promise<Destinatario[]> {
    return destinatariosDoCliente(db, clienteId);
  }

  /** What the e-mails say about a quotation, read in the transaction that changes it. */
  async resumoParaEmail(id: number, db: Db = this.prisma): Promise<ResumoEmail> {
    const rows = await db.$queryRawUnsafe<ResumoEmail[]>(
      `SELECT c.id, c.numero, c.revisao, c.cliente_id AS "clienteId", k.nome AS "clienteNome",
              to_char(c.validade, 'YYYY-MM-DD') AS validade, c.total::text AS total,
              (SELECT count(*)::int FROM cotacao_itens i WHERE i.cotacao_id = c.id) AS itens,
              u.name AS "vendedorNome", u.email AS "vendedorEmail",
              u.phone_number AS "vendedorTelefone"
         FROM cotacoes c JOIN clientes k ON k.id = c.cliente_id JOIN users u ON u.id = c.vendedor_id
        WHERE c.id = $1::int`,
      id,
    );
    return rows[0];
  }
}
