import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { SEARCH_DEFAULTS } from '@portal/shared/constants';
import { PEDIDO_TRANSICOES, type PedidoAcaoEquipe } from '@portal/shared/cotacoes';
import { PEDIDO_MESSAGES as M } from '@portal/shared/messages';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { pageWindow } from '../../common/search/search-result.js';
import { Clock } from '../../common/clock.js';
import type { Db } from '../../database/database.js';
import type { Tx } from '../../database/db.js';
import { Transactions } from '../../database/transactions.js';
import { AuditService } from '../audit/index.js';
import { AcessosService } from '../dados-pessoais/index.js';
import type { Response } from 'express';
import { ExportService } from '../export/index.js';
import { pedidosCsv } from './pedidos-csv.js';
import { PedidoCanceladoAviso } from './pedido-cancelado-mail.js';
import { PedidosRepository, type PedidoFiltros } from './pedidos.repository.js';
import type { MeusPedidosQueryDto, PedidoSearchQueryDto } from './dto/pedido-search-query.dto.js';
import type { PedidoAcaoResponseDto, PedidoDetalheDto, PedidoPageDto } from './dto/pedido.response.js';

const JA = { faturado: M.jaFaturado, cancelado: M.jaCancelado } as const;
const FEITO = { faturar: M.faturado, cancelar: M.cancelado } as const;

/**
 * Orders (issue 29): made by the customer's accept (copyAceite, in its transaction), read by staff and
 * by every login of their customer, invoiced or cancelled by staff along PEDIDO_TRANSICOES.
 */
@Injectable()
export class PedidosService {
  constructor(
    private readonly repository: PedidosRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly exports: ExportService,
    private readonly aviso: PedidoCanceladoAviso,
    private readonly acessos: AcessosService,
  ) {}

  search(query: PedidoSearchQueryDto): Promise<PedidoPageDto> {
    return this.repository.search(filtros(query), pageWindow(query, SEARCH_DEFAULTS.pedidos.sort));
  }

  /**
   * Every row of the search (filters and sort, no paging), for its /export route. It has the
   * customers' names and CPF/CNPJ: each batch is recorded as a read of their personal data (LGPD).
   */
  exportCsv(response: Response, query: PedidoSearchQueryDto, actor: AuditActor): Promise<void> {
    const rows = this.repository.allRows(filtros(query), pageWindow(query, SEARCH_DEFAULTS.pedidos.sort));
    const csv = pedidosCsv(rows, query);
    return this.exports.stream(response, { ...csv, onBatch: this.acessos.lotes(actor, 'csv_pedidos') }, actor);
  }

  /** A customer's own orders; another customer's are simply not there. */
  meus(clienteId: number | null, query: MeusPedidosQueryDto): Promise<PedidoPageDto> {
    const status = query.status === 'todos' ? undefined : query.status;
    return this.repository.search(
      { clienteId: clienteId ?? 0, status },
      pageWindow(query, SEARCH_DEFAULTS.pedidos.sort),
    );
  }

  /** With `clienteId` (a CLIENTE), only that customer's order: any other id is 404. */
  async get(id: number, clienteId: number | null = null, db?: Db): Promise<PedidoDetalheDto> {
    if (clienteId === 0) throw new NotFoundException(M.naoEncontrado);
    const pedido = await this.repository.findById(id, clienteId, db);
    if (!pedido) throw new NotFoundException(M.naoEncontrado);
    return pedido;
  }

  /**
   * aberto -> faturado|cancelado, guarded by the UPDATE itself, audited (and a cancellation mailed to
   * the customer) in the same transaction.
   */
  async mover(id: number, acao: PedidoAcaoEquipe, actor: AuditActor): Promise<PedidoAcaoResponseDto> {
    const agora = this.clock.now();
    const pedido = await this.transactions.run(async (tx, db) => {
      const movido = await this.repository.mover(id, acao, agora, actor.userId, db);
      if (!movido) {
        const status = await this.repository.status(id, db);
        if (!status) throw new NotFoundException(M.naoEncontrado);
        // Only aberto moves; the other statuses each say why.
        throw new ConflictException(status === 'aberto' ? M.naoEncontrado : JA[status]);
      }
      const atual = await this.get(id, null, db);
      const { auditoria, para } = PEDIDO_TRANSICOES[acao];
      await this.audit.record(
        {
          message: `Pedido ${para}: ${atual.numero ?? `id ${id}`} (id ${id})`,
          action: auditoria,
          idObject: id,
          fields: { clienteId: atual.clienteId },
          changes: { status: { de: 'aberto', para } },
          ...actor,
        },
        tx,
      );
      // The customer learns of a cancellation (nothing to pay any more); an invoice is no news to them.
      if (acao === 'cancelar') await this.aviso.enviar(atual, agora, db);
      return atual;
    });
    return { message: FEITO[acao], pedido };
  }

  /**
   * In the accept's transaction: copy the accepted revision (as the quotation API answers it) and the
   * customer's fiscal data into the order the accept inserted, and audit the order's creation.
   */
  async copiarAceite(pedidoId: number, cotacao: { id: number; numero: string }, actor: AuditActor, tx: Tx, db: Db) {
    await this.repository.copiarAceite(pedidoId, cotacao, db);
    const { auditoria } = PEDIDO_TRANSICOES.criar;
    const pedido = await this.get(pedidoId, null, db);
    await this.audit.record(
      {
        message: `Pedido aberto: ${cotacao.numero} (id ${pedidoId}), cotação id ${cotacao.id} aceita`,
        action: auditoria,
        idObject: pedidoId,
        fields: { clienteId: pedido.clienteId },
        changes: { status: { de: null, para: 'aberto' }, cotacaoId: cotacao.id, total: pedido.total },
        ...actor,
      },
      tx,
    );
  }
}

function filtros(query: PedidoSearchQueryDto): PedidoFiltros {
  const { numero, cliente, emitidoDe, emitidoAte } = query;
  return { numero, cliente, emitidoDe, emitidoAte, status: query.status === 'todos' ? undefined : query.status };
}
