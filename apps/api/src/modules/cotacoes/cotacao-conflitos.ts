import { ConflictException } from '@nestjs/common';
import { dataBr, hojeEmBrasilia } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { orNotFound } from '../../database/db.js';
import type { CotacaoEstado } from './cotacoes-escrita.repository.js';
import type { Condicoes } from './cotacoes-transicoes.repository.js';

export type Acao = 'editar' | 'excluir' | 'enviar' | 'cancelar' | 'revisar' | 'aceitar' | 'recusar';

export function naoEncontrada(): never {
  return orNotFound<never>(null);
}

/**
 * Why a conditional write changed nothing, read after the fact (the read never decides the write):
 * 404 when the quotation is gone, else a 409 whose message names the rule that refused it.
 */
export function recusa(
  acao: Acao,
  estado: CotacaoEstado | null,
  agora: Date,
  extra?: { versao?: number; condicoes?: Condicoes },
): never {
  if (!estado) naoEncontrada();
  const status = estado.status;
  const vencida = estado.validade < hojeEmBrasilia(agora);
  const aceita = extra?.condicoes?.revisaoAceita;
  const message = ((): string => {
    switch (acao) {
      case 'editar':
        if (status !== 'rascunho') return M.somenteRascunhoEditar;
        return extra?.versao !== undefined && extra.versao !== estado.versao ? M.versaoStale : M.somenteRascunhoEditar;
      case 'excluir':
        return M.somenteRascunhoExcluir;
      case 'enviar':
        if (aceita) return M.enviarNumeroAceito(aceita);
        if (status !== 'rascunho') return M.somenteRascunhoEnviar;
        if (vencida) return M.validadePassada;
        if (extra?.condicoes && !extra.condicoes.itens) return M.enviarSemItens;
        if (extra?.condicoes?.inativos.length) return M.enviarProdutoInativo([...new Set(extra.condicoes.inativos)]);
        if (extra?.condicoes && !extra.condicoes.clienteAtivo) return M.clienteInativo;
        return M.enviarSemDestinatario;
      case 'cancelar':
        return M.somenteEnviadaCancelar;
      case 'revisar':
        return ['enviada', 'recusada', 'expirada'].includes(status) ? M.revisarExisteNova : M.revisarStatus;
      case 'aceitar':
      case 'recusar': {
        const participio = acao === 'aceitar' ? 'aceita' : 'recusada';
        if (status !== 'enviada')
          return aceita ? M.responderNumeroAceito(participio, aceita) : M.responderStatus(participio, status);
        if (vencida) return M.respondeVencida(participio, dataBr(estado.validade));
        if (extra?.condicoes && !extra.condicoes.clienteAtivo) return M.clienteInativoResponder(participio);
        return M.responderStatus(participio, status);
      }
    }
  })();
  throw new ConflictException(message);
}

/**
 * A unique index refused a send or an accept that the conditional UPDATE let through (a concurrent
 * writer had not committed yet): one number, one sent-or-accepted revision and one order. 409.
 */
export function numeroEmUso(acao: 'enviar' | 'aceitar', condicoes: Condicoes): never {
  const aceita = condicoes.revisaoAceita;
  if (!aceita) throw new ConflictException(M.numeroEmUso);
  throw new ConflictException(
    acao === 'enviar' ? M.enviarNumeroAceito(aceita) : M.responderNumeroAceito('aceita', aceita),
  );
}
