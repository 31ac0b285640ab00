import type { JsonText } from '../../common/http/json-text.js';
import { Inject, Injectable } from '@nestjs/common';
import type { StreamableFile } from '@nestjs/common';
import { TRANSICOES, type PedidoStatus } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { SearchResult } from '../../common/search/search-result.js';
import type { Tx } from '../../database/db.js';
import type { Db } from '../../database/database.js';
import type { CotacaoAceiteDto } from './dto/cotacao-aceite.response.js';
import { onUniqueViolation } from '../../database/unique-violation.js';
import { naoEncontrada, numeroEmUso, recusa } from './cotacao-conflitos.js';
import { CotacoesBase } from './cotacoes-base.service.js';
import { CotacoesSearchRepository } from './cotacoes-search.repository.js';
import type { MinhasCotacoesQueryDto } from './dto/cotacao-search-query.dto.js';
import type { CotacaoDto, CotacaoResumoDto } from './dto/cotacao.response.js';
import type { AceiteResponseDto } from './dto/cotacao-actions.dto.js';

/** Who accepts: the audit's actor, the login's name and the browser that sent the accept. */
export type Aceitante = AuditActor & { nome: string; userAgent: string | null };

/** The accepted revision as the quotation API answers it, less what keeps changing (history, revisions). */
function snapshot(cotacao: CotacaoDto): Omit<CotacaoDto, 'historico' | 'revisoes'> {
  const { historico: _historico, revisoes: _revisoes, ...copia } = cotacao;
  return copia;
}

/**
 * A CLIENTE's quotations: only their own customer's, only what was sent to them (never a draft, nor a
 * draft closed unsent). Anything else answers 404 whatever the id, so a caller cannot tell another
 * customer's quotation from a missing one. An inactive customer reads but cannot answer (409).
 */
@Injectable()
export class MinhasCotacoesService extends CotacoesBase {
  // A property, so the constructor shared with CotacoesService stays as it is.
  @Inject(CotacoesSearchRepository) private readonly busca!: CotacoesSearchRepository;

  search(clienteId: number | null, query: MinhasCotacoesQueryDto): Promise<SearchResult<CotacaoResumoDto>> {
    return this.busca.minhas(clienteId ?? 0, query);
  }

  /** With `respondidaPor` (probe F3): each contact reads "Você…" only for their own answer. */
  async get(clienteId: number | null, id: number): Promise<CotacaoDto> {
    const cotacao = (clienteId && (await this.cotacoes.findById(id, clienteId))) || naoEncontrada();
    return { ...cotacao, ...(await this.quemRespondeu(id, cotacao)) };
  }

  private async quemRespondeu(
    id: number,
    { status }: Pick<CotacaoDto, 'status'>,
  ): Promise<Pick<CotacaoDto, 'respondidaPor'>> {
    const respondida = status === 'aceita' || status === 'recusada';
    return { respondidaPor: respondida ? await this.status.respondidaPor(id) : null };
  }

  /** The quotation and the status of its order (null before the accept), for the Pix route. */
  async comPedido(clienteId: number | null, id: number): Promise<{ cotacao: CotacaoDto; pedido: PedidoStatus | null }> {
    const cotacao = await this.get(clienteId, id);
    const pedido = cotacao.pedidoId ? (await this.pedidos.get(cotacao.pedidoId, clienteId)).status : null;
    return { cotacao, pedido };
  }

  /** The read route's answer: `get` as JSON text (the lines never parsed in Node). */
  async getJson(clienteId: number | null, id: number): Promise<JsonText<CotacaoDto>> {
    const lida = clienteId && (await this.cotacoes.findJson(id, clienteId, (cabeca) => this.quemRespondeu(id, cabeca)));
    return lida || naoEncontrada();
  }

  /** `usuarioId`: the reading login (a contact other than the acceptor reads no IP or browser: decisoes/0010). */
  async pdf(clienteId: number | null, id: number, usuarioId: number): Promise<StreamableFile> {
    return this.pdfDe(await this.get(clienteId, id), [], { usuarioId });
  }

  async aceite(clienteId: number | null, id: number, usuarioId: number): Promise<CotacaoAceiteDto> {
    await this.get(clienteId, id);
    return this.certificado(id, clienteId, [], { usuarioId });
  }

  async aceitar(clienteId: number | null, id: number, actor: Aceitante): Promise<AceiteResponseDto> {
    if (!clienteId) naoEncontrada();
    const agora = this.clock.now();
    const pedidoId = await onUniqueViolation(
      () => this.emTransacao((tx, db) => this.aceitarEm(tx, db, clienteId, id, agora, actor)),
      async () => numeroEmUso('aceitar', await this.cotacoes.condicoes(id)),
    );
    return { pedidoId, message: M.aceita };
  }

  // The accept, its order (with the revision and the customer's fiscal data copied), the
  // certificate, the number's other open revisions closed, history, notice and audit.
  private async aceitarEm(tx: Tx, db: Db, clienteId: number, id: number, agora: Date, actor: Aceitante) {
    const aceite =
      (await this.status.aceitar(id, clienteId, agora, actor.userId, actor.ip, db)) ??
      (await this.recusar409('aceitar', clienteId, id, agora, db));
    const estado = (await this.cotacoes.estado(id, db))!;
    const cotacao = (await this.cotacoes.findById(id, null, db))!;
    await this.pedidos.copiarAceite(aceite.pedidoId, snapshot(cotacao), actor, tx, db);
    const pdf = await this.pdfs.enviado(cotacao, db);
    const { userId: usuarioId, nome, email, ip, userAgent } = actor;
    await this.aceites.registrar({ cotacaoId: id, usuarioId, nome, email, aceitoEm: agora, ip, userAgent, pdf }, db);
    const canceladas = await this.status.fecharOutras(id, agora, db);
    await this.registrar(
      id,
      'aceitar',
      {
        message: `Cotação aceita: ${estado.numero} rev. ${estado.revisao} (id ${id}), pedido ${aceite.pedidoId}`,
        detalhe: `Pedido ${aceite.pedidoId}; IP ${actor.ip}`,
        changes: { pedidoId: aceite.pedidoId, total: estado.total, revisoesCanceladas: canceladas },
      },
      actor,
      agora,
      tx,
      db,
    );
    // Closed by the system (no user, no audit entry of their own: the accept's lists them).
    const fechada = `Cancelada: a revisão ${estado.revisao} foi aceita.`;
    for (const outra of canceladas)
      await this.cotacoes.evento(outra, TRANSICOES.fechar.evento, agora, null, fechada, db);
    await this.notificacoes.respondida(
      id,
      { aceita: true, pedidoId: aceite.pedidoId, usuarioNome: actor.nome },
      actor.userId,
      tx,
    );
    // Queued with the accept, sent by the mail worker once it commits; the revision as accepted
    // (its installments fall due from the accept).
    await this.notificacoes.aceita(
      cotacao,
      { pedidoId: aceite.pedidoId, usuarioNome: actor.nome, aceitoEm: agora },
      tx,
    );
    return aceite.pedidoId;
  }

  async recusar(
    clienteId: number | null,
    id: number,
    motivo: string | null,
    actor: AuditActor & { nome: string },
  ): Promise<CotacaoDto> {
    if (!clienteId) naoEncontrada();
    const agora = this.clock.now();
    await this.emTransacao(async (tx, db) => {
      const recusada =
        (await this.status.recusar(id, clienteId, agora, actor.userId, motivo, db)) ??
        (await this.recusar409('recusar', clienteId, id, agora, db));
      const message = `Cotação recusada: ${recusada.numero} rev. ${recusada.revisao} (id ${id})`;
      await this.registrar(id, 'recusar', { message, detalhe: motivo, changes: { motivo } }, actor, agora, tx, db);
      await this.notificacoes.respondida(id, { aceita: false, motivo, usuarioNome: actor.nome }, actor.userId, tx);
    });
    return this.get(clienteId, id);
  }

  // Why an answer was refused: 404 unless this customer may see the quotation (their own, sent to
  // them), else the 409 whose reason recusa picks.
  private async recusar409(
    acao: 'aceitar' | 'recusar',
    clienteId: number,
    id: number,
    agora: Date,
    db: Db,
  ): Promise<never> {
    const estado = await this.cotacoes.estado(id, db);
    if (!estado || estado.clienteId !== clienteId || !estado.enviada) naoEncontrada();
    recusa(acao, estado, agora, { condicoes: await this.cotacoes.condicoes(id, db) });
  }
}
