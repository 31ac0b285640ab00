import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';
import type { NovoNumero } from './cotacoes.repository.js';
import { ESTADO, toEstadoOuNull, type CotacaoEstado } from './cotacao-estado.js';
import { emStatusDe, paraStatus } from './transitions-sql.js';

// What a revision and a duplicate copy as it is: the header's texts and totals, and the structured
// terms of issue 29.
const COPIADAS = [
  'condicoes_pagamento',
  'prazo_entrega',
  'observacoes',
  'frete',
  'subtotal',
  'descontos',
  'total',
  'parcelas',
  'meio_pagamento',
  'frete_modalidade',
  'transportadora',
  'desconto_total_percentual',
  'desconto_total',
  'ipi',
  'icms_st',
] as const;

// The columns of a quotation made from another (revisar, duplicar): number, who, when, copied terms.
const NOVA_COTACAO = [
  'numero',
  'ano',
  'seq',
  'revisao',
  'cliente_id',
  'vendedor_id',
  'validade',
  ...COPIADAS,
  'criado_em',
  'atualizado_em',
] as const;

const criadaEm = (agora: Date) => [
  sql<Date>`${agora}::timestamptz`.as('criado_em'),
  sql<Date>`${agora}::timestamptz`.as('atualizado_em'),
];

// "Still open" in one condition: the validity date has not ended in Brasília at the app clock's
// instant (the end of `validade` is 23:59:59.999 America/Sao_Paulo). Written as a date comparison
// so the partial index on open quotations serves the jobs.
const aberta = (agora: Date) =>
  sql<boolean>`c.validade >= ((${agora}::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date)`;

// What rascunho -> enviada needs besides the status: still valid, lines, every line's product active,
// no revision of its number accepted, an active customer with a recipient.
const enviavel = (agora: Date) =>
  sql<boolean>`${aberta(agora)}
    AND EXISTS (SELECT 1 FROM cotacao_itens i WHERE i.cotacao_id = c.id)
    AND NOT EXISTS (SELECT 1 FROM cotacao_itens i JOIN produtos p ON p.id = i.produto_id
                     WHERE i.cotacao_id = c.id AND NOT p.status)
    AND NOT EXISTS (SELECT 1 FROM cotacoes o WHERE o.numero = c.numero AND o.status = ${paraStatus('aceitar')})
    AND EXISTS (SELECT 1 FROM clientes k WHERE k.id = c.cliente_id AND k.status
                  AND (k.email_faturamento IS NOT NULL
                       OR EXISTS (SELECT 1 FROM users u WHERE u.cliente_id = k.id AND u.status = 1)))`;

// The customer can answer: their record is active (an inactive customer signs in and reads, only).
const CLIENTE_ATIVO = sql<boolean>`EXISTS (SELECT 1 FROM clientes k WHERE k.id = c.cliente_id AND k.status)`;

/**
 * The quotation's status changes and new revisions, one statement per action of TRANSICOES
 * (packages/shared), each guarded by the statuses its line starts from (transitions-sql.ts): the row
 * changes only if it is still in such a status, so concurrent actions on one quotation have one
 * winner, and a refused action changes nothing (null). The lines are copied by CotacaoItensRepository.
 */
@Injectable()
export class CotacaoStatusRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * rascunho -> enviada when it has lines, every line's product is active, it is still valid, its
   * customer is active and has a recipient, and no revision of its number was accepted. Call
   * substituirAnteriores first, in the same transaction: at most one revision of a number is sent or
   * accepted (cotacoes_numero_aberta_key).
   */
  async enviar(id: number, agora: Date, usuarioId: number, db: Db = this.db): Promise<CotacaoEstado | null> {
    const row = await db
      .updateTable('cotacoes as c')
      .set((eb) => ({
        status: paraStatus('enviar'),
        enviada_em: agora,
        enviada_por: usuarioId,
        versao: eb('c.versao', '+', 1),
        atualizado_em: agora,
      }))
      .where('c.id', '=', id)
      .where(emStatusDe('enviar'))
      .where(enviavel(agora))
      .returning(ESTADO)
      .executeTakeFirst();
    return toEstadoOuNull(row);
  }

  /**
   * Whether `enviar` would change the row now (its conditions, read without writing): Enviar renders
   * its PDF before its transaction only then, so a refused send costs no render and is never a 503.
   */
  async enviavel(id: number, agora: Date, db: Db = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('cotacoes as c')
      .select('c.id')
      .where('c.id', '=', id)
      .where(emStatusDe('enviar'))
      .where(enviavel(agora))
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Before draft `id` is sent: the older sent revision of its number becomes `substituida` (the
   * caller's transaction rolls this back if the send is refused). Locks that row first, as
   * accepting it does, so a send and an accept of the same number queue instead of both winning.
   */
  async substituirAnteriores(id: number, agora: Date, db: Db = this.db): Promise<number[]> {
    const rows = await db
      .updateTable('cotacoes as c')
      .from('cotacoes as n')
      .set((eb) => ({
        status: paraStatus('substituir'),
        substituida_em: agora,
        versao: eb('c.versao', '+', 1),
        atualizado_em: agora,
      }))
      .where('n.id', '=', id)
      .where(emStatusDe('enviar', 'n.status'))
      .whereRef('c.numero', '=', 'n.numero')
      .whereRef('c.revisao', '<', 'n.revisao')
      .where(emStatusDe('substituir'))
      .returning('c.id')
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * After revision `id` was accepted, the other open revisions of its number (a newer draft) become
   * `cancelada`: one number, one order. Answers their ids.
   */
  async fecharOutras(id: number, agora: Date, db: Db = this.db): Promise<number[]> {
    const rows = await db
      .updateTable('cotacoes as c')
      .from('cotacoes as a')
      .set((eb) => ({
        status: paraStatus('fechar'),
        cancelada_em: agora,
        versao: eb('c.versao', '+', 1),
        atualizado_em: agora,
      }))
      .where('a.id', '=', id)
      .whereRef('c.numero', '=', 'a.numero')
      .whereRef('c.id', '<>', 'a.id')
      .where(emStatusDe('fechar'))
      .returning('c.id')
      .execute();
    return rows.map((row) => row.id);
  }

  async cancelar(id: number, agora: Date, usuarioId: number, db: Db = this.db): Promise<CotacaoEstado | null> {
    const row = await db
      .updateTable('cotacoes as c')
      .set((eb) => ({
        status: paraStatus('cancelar'),
        cancelada_em: agora,
        cancelada_por: usuarioId,
        versao: eb('c.versao', '+', 1),
        atualizado_em: agora,
      }))
      .where('c.id', '=', id)
      .where(emStatusDe('cancelar'))
      .returning(ESTADO)
      .executeTakeFirst();
    return toEstadoOuNull(row);
  }

  /**
   * enviada -> aceita and the order, in one statement: the status, the validity and the customer's
   * being active are checked by the UPDATE itself, and the order is inserted only from the row it
   * changed (pedidos.cotacao_id and pedidos.cotacao_numero are UNIQUE besides: one order per number).
   * Answers the order id, or null when the quotation was not open for this customer.
   */
  async aceitar(id: number, clienteId: number, agora: Date, usuarioId: number, ip: string, db: Db = this.db) {
    const row = await db
      .with('alvo', (w) =>
        w
          .updateTable('cotacoes as c')
          .set((eb) => ({
            status: paraStatus('aceitar'),
            respondida_em: agora,
            respondida_por: usuarioId,
            aceite_ip: ip.slice(0, 100),
            versao: eb('c.versao', '+', 1),
            atualizado_em: agora,
          }))
          .where('c.id', '=', id)
          .where('c.cliente_id', '=', clienteId)
          .where(emStatusDe('aceitar'))
          .where(aberta(agora))
          .where(CLIENTE_ATIVO)
          .returning(['c.id', 'c.numero', 'c.cliente_id', 'c.total']),
      )
      .insertInto('pedidos')
      .columns(['cliente_id', 'valor', 'data_emissao', 'cotacao_id', 'cotacao_numero'])
      .expression((eb) =>
        eb
          .selectFrom('alvo')
          .select(['cliente_id', 'total', sql<Date>`${agora}::timestamptz`.as('em'), 'id', 'numero']),
      )
      .returning('id as pedidoId')
      .executeTakeFirst();
    return row ?? null;
  }

  async recusar(
    id: number,
    clienteId: number,
    agora: Date,
    usuarioId: number,
    motivo: string | null,
    db: Db = this.db,
  ) {
    const row = await db
      .updateTable('cotacoes as c')
      .set((eb) => ({
        status: paraStatus('recusar'),
        respondida_em: agora,
        respondida_por: usuarioId,
        motivo_recusa: motivo,
        versao: eb('c.versao', '+', 1),
        atualizado_em: agora,
      }))
      .where('c.id', '=', id)
      .where('c.cliente_id', '=', clienteId)
      .where(emStatusDe('recusar'))
      .where(aberta(agora))
      .where(CLIENTE_ATIVO)
      .returning(ESTADO)
      .executeTakeFirst();
    return toEstadoOuNull(row);
  }

  /**
   * A new draft with the same number and revision + 1, copying header and terms (the lines:
   * copiarItens), from the newest revision only. Two concurrent revisions of one number: the second
   * waits on the unique (numero, revisao) entry of the first and inserts nothing (null, a 409). The
   * source row is locked (FOR UPDATE), so a revision and an accept of it queue: revising what was
   * just accepted is a 409, and accepting what was just revised closes the new draft.
   */
  async revisar(id: number, vendedorId: number, validade: string, agora: Date, db: Db = this.db) {
    const row = await db
      .insertInto('cotacoes')
      .columns(NOVA_COTACAO)
      .expression(
        db
          .selectFrom('cotacoes as c')
          .select((eb) => [
            'c.numero',
            'c.ano',
            'c.seq',
            eb('c.revisao', '+', 1).as('revisao'),
            'c.cliente_id',
            sql<number>`${vendedorId}::int`.as('vendedor_id'),
            sql<string>`${validade}::date`.as('validade'),
            ...COPIADAS.map((coluna) => `c.${coluna}` as const),
            ...criadaEm(agora),
          ])
          .where('c.id', '=', id)
          .where(emStatusDe('revisar'))
          .where(
            sql<boolean>`NOT EXISTS (SELECT 1 FROM cotacoes n WHERE n.numero = c.numero AND n.revisao > c.revisao)`,
          )
          .forUpdate('c'),
      )
      .onConflict((oc) => oc.columns(['numero', 'revisao']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** A new draft under a new number for `head.clienteId`, with the source's header and terms. */
  async duplicar(
    id: number,
    head: NovoNumero & { clienteId: number; validade: string },
    agora: Date,
    db: Db = this.db,
  ) {
    const row = await db
      .insertInto('cotacoes')
      .columns(NOVA_COTACAO)
      .expression(
        db
          .selectFrom('cotacoes as c')
          .select([
            sql<string>`${head.numero}::text`.as('numero'),
            sql<number>`${head.ano}::int`.as('ano'),
            sql<number>`${head.seq}::int`.as('seq'),
            sql<number>`1`.as('revisao'),
            sql<number>`${head.clienteId}::int`.as('cliente_id'),
            sql<number>`${head.vendedorId}::int`.as('vendedor_id'),
            sql<string>`${head.validade}::date`.as('validade'),
            ...COPIADAS.map((coluna) => `c.${coluna}` as const),
            ...criadaEm(agora),
          ])
          .where('c.id', '=', id),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Who accepted or refused the quotation: its answer's history entry and that login's name now. */
  async respondidaPor(cotacaoId: number, db: Db = this.db): Promise<{ usuarioId: number | null; nome: string | null }> {
    const row = await db
      .selectFrom('cotacao_eventos as e')
      .leftJoin('users as u', 'u.id', 'e.usuario_id')
      .select(['e.usuario_id as usuarioId', 'u.name as nome'])
      .where('e.cotacao_id', '=', cotacaoId)
      .where('e.tipo', 'in', ['aceita', 'recusada'])
      .orderBy('e.em', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { usuarioId: row?.usuarioId ?? null, nome: row?.nome ?? null };
  }
}
