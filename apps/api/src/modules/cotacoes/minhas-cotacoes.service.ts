import { Injectable } from '@nestjs/common';
import type { StreamableFile } from '@nestjs/common';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { SearchResult } from '../../common/search/search-result.js';
import type { Tx } from '../../database/db.js';
import { naoEncontrada, recusa } from './cotacao-conflitos.js';
import { CotacoesBase } from './cotacoes-base.service.js';
import type { MinhasCotacoesQueryDto } from './dto/cotacao-search-query.dto.js';
import type { CotacaoDto, CotacaoResumoDto } from './dto/cotacao.response.js';
import type { AceiteResponseDto } from './dto/cotacao-actions.dto.js';

/**
 * A CLIENTE's quotations: only their own customer's, never drafts. Anything else answers 404 whatever
 * the id, so a caller cannot tell another customer's quotation from a missing one.
 */
@Injectable()
export class MinhasCotacoesService extends CotacoesBase {
  search(clienteId: number | null, query: MinhasCotacoesQueryDto): Promise<SearchResult<CotacaoResumoDto>> {
    return this.leitura.minhas(clienteId ?? 0, query);
  }

  async get(clienteId: number | null, id: number): Promise<CotacaoDto> {
    return (clienteId && (await this.leitura.findById(id, clienteId))) || naoEncontrada();
  }

  async pdf(clienteId: number | null, id: number): Promise<StreamableFile> {
    return this.pdfs.file(await this.get(clienteId, id));
  }

  async aceitar(
    clienteId: number | null,
    id: number,
    actor: AuditActor & { nome: string },
  ): Promise<AceiteResponseDto> {
    if (!clienteId) naoEncontrada();
    const agora = this.clock.now();
    const pedidoId = await this.emTransacao(async (tx) => {
      const aceite = await this.transicoes.aceitar(id, clienteId, agora, actor.userId, actor.ip, tx);
      if (!aceite) recusa('aceitar', await this.visivel(clienteId, id, tx), agora);
      const estado = (await this.escrita.estado(id, tx))!;
      await this.escrita.evento(id, 'aceita', agora, actor.userId, `Pedido ${aceite.pedidoId}; IP ${actor.ip}`, tx);
      await this.notificacoes.respondida(id, { aceita: true, pedidoId: aceite.pedidoId, usuarioNome: actor.nome }, tx);
      await this.audit.record(
        {
          message: `Cotação aceita: ${estado.numero} rev. ${estado.revisao} (id ${id}), pedido ${aceite.pedidoId}`,
          action: 'COTACAO_ACEITA',
          idObject: id,
          changes: { pedidoId: aceite.pedidoId, total: estado.total },
          ...actor,
        },
        tx,
      );
      return aceite.pedidoId;
    });
    return { pedidoId, message: M.aceita };
  }

  async recusar(
    clienteId: number | null,
    id: number,
    motivo: string | null,
    actor: AuditActor & { nome: string },
  ): Promise<CotacaoDto> {
    if (!clienteId) naoEncontrada();
    const agora = this.clock.now();
    await this.emTransacao(async (tx) => {
      const recusada = await this.transicoes.recusar(id, clienteId, agora, actor.userId, motivo, tx);
      if (!recusada) recusa('recusar', await this.visivel(clienteId, id, tx), agora);
      await this.escrita.evento(id, 'recusada', agora, actor.userId, motivo, tx);
      await this.notificacoes.respondida(id, { aceita: false, motivo, usuarioNome: actor.nome }, tx);
      await this.audit.record(
        {
          message: `Cotação recusada: ${recusada.numero} rev. ${recusada.revisao} (id ${id})`,
          action: 'COTACAO_RECUSADA',
          idObject: id,
          changes: { motivo },
          ...actor,
        },
        tx,
      );
    });
    return this.get(clienteId, id);
  }

  // The state of a quotation this customer may see (their own, not a draft), else none (404).
  private async visivel(clienteId: number, id: number, tx: Tx) {
    const estado = await this.escrita.estado(id, tx);
    return estado && estado.clienteId === clienteId && estado.status !== 'rascunho' ? estado : null;
  }
}
