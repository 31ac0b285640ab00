import { ConflictException } from '@nestjs/common';
import { dataBr, impedimento, type CotacaoAcao, type Impedimento } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { orNotFound } from '../../database/db.js';
import type { CotacaoEstado } from './cotacao-estado.js';
import type { Condicoes } from './cotacoes.repository.js';

/** The actions a person asks for whose refusal is a 409 (the others never are). */
export type Acao = Extract<
  CotacaoAcao,
  'editar' | 'excluir' | 'enviar' | 'cancelar' | 'revisar' | 'aceitar' | 'recusar'
>;

export function naoEncontrada(): never {
  return orNotFound<never>(null);
}

interface Contexto {
  estado: CotacaoEstado;
  /** The first rule of the action's line in TRANSICOES that failed (null: one the table does not hold). */
  porque: Impedimento | null;
  versao?: number;
  condicoes?: Condicoes;
}

const participio = { aceitar: 'aceita', recusar: 'recusada' } as const;

// Answering: the table's rules in its order (status, validity, active customer), with the one-order rule's
// reason when another revision was accepted.
const responder =
  (acao: 'aceitar' | 'recusar') =>
  ({ estado, porque, condicoes }: Contexto): string => {
    const aceita = condicoes?.revisaoAceita;
    if (porque === 'status')
      return aceita
        ? M.responderNumeroAceito(participio[acao], aceita)
        : M.responderStatus(participio[acao], estado.status);
    if (porque === 'prazo') return M.respondeVencida(participio[acao], dataBr(estado.validade));
    if (porque === 'clienteInativo') return M.clienteInativoResponder(participio[acao]);
    return M.responderStatus(participio[acao], estado.status);
  };

/** Each action's 409 message: which of its rules failed, then what only the database knows. */
const MOTIVOS: Record<Acao, (contexto: Contexto) => string> = {
  editar: ({ estado, porque, versao }) =>
    porque === null && versao !== undefined && versao !== estado.versao ? M.versaoStale : M.somenteRascunhoEditar,
  excluir: () => M.somenteRascunhoExcluir,
  enviar: ({ porque, condicoes }) => {
    if (condicoes?.revisaoAceita) return M.enviarNumeroAceito(condicoes.revisaoAceita);
    if (porque === 'status') return M.somenteRascunhoEnviar;
    if (porque === 'prazo') return M.validadePassada;
    if (condicoes && !condicoes.itens) return M.enviarSemItens;
    if (condicoes?.inativos.length) return M.enviarProdutoInativo([...new Set(condicoes.inativos)]);
    if (porque === 'clienteInativo') return M.clienteInativo;
    return M.enviarSemDestinatario;
  },
  cancelar: () => M.somenteEnviadaCancelar,
  revisar: ({ porque }) => (porque === 'status' ? M.revisarStatus : M.revisarExisteNova),
  aceitar: responder('aceitar'),
  recusar: responder('recusar'),
};

/**
 * Why a conditional write changed nothing, read after the fact (the read never decides the write):
 * 404 when the quotation is gone, else a 409 whose message names the rule that refused it (`corpo`: fields
 * the answer carries beside it, such as the newest revision's id).
 */
export function recusa(
  acao: Acao,
  estado: CotacaoEstado | null,
  agora: Date,
  extra?: { versao?: number; condicoes?: Condicoes; corpo?: Record<string, unknown> },
): never {
  if (!estado) naoEncontrada();
  const situacao = { ...estado, clienteAtivo: extra?.condicoes?.clienteAtivo };
  const porque = impedimento(acao, situacao, agora);
  throw new ConflictException({ ...extra?.corpo, message: MOTIVOS[acao]({ estado, porque, ...extra }) });
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
