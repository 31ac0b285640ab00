import { COTACAO_STATUSES, type CotacaoStatus } from '../constants/domain.js';
import { hojeEmBrasilia } from './regras.js';

/** Who acts: staff (ADMIN, COMERCIAL), a login of the quotation's customer, or the system. */
export type Ator = 'equipe' | 'cliente' | 'sistema';

/** One action on a quotation (see TRANSICOES). */
export interface Transicao {
  /** The statuses it starts from (none for `criar`: there is no quotation yet). */
  readonly de: readonly CotacaoStatus[];
  /** The status it leaves: `mesmo` keeps it, `apagada` deletes the row. */
  readonly para: CotacaoStatus | 'mesmo' | 'apagada';
  /** It makes a new quotation in status `para`; the source keeps its own status. */
  readonly nova?: true;
  readonly quem: readonly Ator[];
  /** Validity: `aberta` until the end of `validade` in Brasília, `vencida` only after it. */
  readonly prazo?: 'aberta' | 'vencida';
  /** The customer's record must be active. */
  readonly clienteAtivo?: true;
  /** Only on a quotation sent once (`enviada_em` set; a draft closed unsent never was). */
  readonly enviada?: true;
  /** The history entry it writes (`cotacao_eventos.tipo`), if any. */
  readonly evento: string | null;
  /** The audit action it records. Stored in old rows and filtered in Logs: never rename one. */
  readonly auditoria: string | null;
}

/**
 * Every action on a quotation, one line each: the buttons of both portals, the 409 reasons, the
 * status lists of the SQL, the history and audit names all come from here. The database still
 * decides each transition in one guarded UPDATE (the repositories build their WHERE from `de`).
 * A new action or status: a line here, its SQL, and the module README table (a test compares them).
 */
export const TRANSICOES = {
  criar: { de: [], para: 'rascunho', nova: true, quem: ['equipe'], evento: 'criada', auditoria: 'COTACAO_CRIADA' },
  editar: { de: ['rascunho'], para: 'mesmo', quem: ['equipe'], evento: 'editada', auditoria: 'COTACAO_EDITADA' },
  excluir: { de: ['rascunho'], para: 'apagada', quem: ['equipe'], evento: null, auditoria: 'COTACAO_DELETED' },
  enviar: {
    de: ['rascunho'],
    para: 'enviada',
    quem: ['equipe'],
    prazo: 'aberta',
    clienteAtivo: true,
    evento: 'enviada',
    auditoria: 'COTACAO_ENVIADA',
  },
  // The older sent revision of a number, when a newer one is sent.
  substituir: {
    de: ['enviada'],
    para: 'substituida',
    quem: ['sistema'],
    evento: 'substituida',
    auditoria: 'COTACAO_SUBSTITUIDA',
  },
  cancelar: {
    de: ['enviada'],
    para: 'cancelada',
    quem: ['equipe'],
    evento: 'cancelada',
    auditoria: 'COTACAO_CANCELADA',
  },
  revisar: {
    de: ['enviada', 'recusada', 'expirada'],
    para: 'rascunho',
    nova: true,
    quem: ['equipe'],
    evento: 'revisada',
    auditoria: 'COTACAO_REVISADA',
  },
  duplicar: {
    de: COTACAO_STATUSES,
    para: 'rascunho',
    nova: true,
    quem: ['equipe'],
    evento: 'duplicada',
    auditoria: 'COTACAO_DUPLICADA',
  },
  aceitar: {
    de: ['enviada'],
    para: 'aceita',
    quem: ['cliente'],
    prazo: 'aberta',
    clienteAtivo: true,
    evento: 'aceita',
    auditoria: 'COTACAO_ACEITA',
  },
  recusar: {
    de: ['enviada'],
    para: 'recusada',
    quem: ['cliente'],
    prazo: 'aberta',
    clienteAtivo: true,
    evento: 'recusada',
    auditoria: 'COTACAO_RECUSADA',
  },
  // The number's other open revisions, when one is accepted (one number, one order); in the accept's audit entry.
  fechar: { de: ['rascunho', 'enviada'], para: 'cancelada', quem: ['sistema'], evento: 'cancelada', auditoria: null },
  expirar: {
    de: ['enviada'],
    para: 'expirada',
    quem: ['sistema'],
    prazo: 'vencida',
    evento: 'expirada',
    auditoria: 'COTACAO_EXPIRADA',
  },
  lembrar: { de: ['enviada'], para: 'mesmo', quem: ['sistema'], prazo: 'aberta', evento: 'lembrete', auditoria: null },
  mensagem: {
    de: COTACAO_STATUSES,
    para: 'mesmo',
    quem: ['equipe', 'cliente'],
    enviada: true,
    evento: 'mensagem',
    auditoria: 'COTACAO_MENSAGEM',
  },
} as const satisfies Record<string, Transicao>;

type Tabela = typeof TRANSICOES;
export type CotacaoAcao = keyof Tabela;
/** The actions `Q` may take. */
export type AcaoDe<Q extends Ator> = {
  [A in CotacaoAcao]: Q extends Tabela[A]['quem'][number] ? A : never;
}[CotacaoAcao];
/**
 * A history entry's `tipo`: a transition's, or an e-mail of the quotation the mail server refused
 * for good (or never took after every retry), written by the mail queue's worker, no action's.
 */
export type CotacaoEventoTipo = NonNullable<Tabela[CotacaoAcao]['evento']> | 'email_nao_entregue';
/** An audit action of the quotation module. */
export type CotacaoAuditoria = NonNullable<Tabela[CotacaoAcao]['auditoria']>;

export const COTACAO_ACOES = Object.keys(TRANSICOES) as CotacaoAcao[];

/** Every history entry type, in table order, once. */
export const COTACAO_EVENTOS = [
  ...new Set(COTACAO_ACOES.map((acao) => TRANSICOES[acao].evento).filter((e) => e !== null)),
  'email_nao_entregue',
] as CotacaoEventoTipo[];

/** Statuses no action leaves (they may still be duplicated or written about). */
export const COTACAO_STATUS_FINAIS = ['aceita', 'recusada', 'expirada', 'cancelada', 'substituida'] as const;

/** What a viewer knows of a quotation. Unknown facts (undefined) are not held against an action. */
export interface Situacao {
  status: CotacaoStatus;
  /** 'YYYY-MM-DD' */
  validade: string;
  clienteAtivo?: boolean;
  enviada?: boolean;
}

/** The first rule of `acao`'s line that `situacao` breaks at `agora`, or null when none. */
export type Impedimento = 'status' | 'prazo' | 'clienteInativo' | 'naoEnviada';

export function impedimento(acao: CotacaoAcao, situacao: Situacao, agora: Date): Impedimento | null {
  const linha: Transicao = TRANSICOES[acao];
  if (!linha.de.includes(situacao.status)) return 'status';
  if (linha.prazo && situacao.validade < hojeEmBrasilia(agora) !== (linha.prazo === 'vencida')) return 'prazo';
  if (linha.clienteAtivo && situacao.clienteAtivo === false) return 'clienteInativo';
  if (linha.enviada && situacao.enviada === false) return 'naoEnviada';
  return null;
}

/**
 * The actions `quem` may take on a quotation: the lines of the table for `quem` whose `de` holds its
 * status. Given `agora`, only those whose other rules hold too (validity, active customer, sent once):
 * the customer portal asks so, since the customer can change none of them; the staff editor offers
 * what the status allows and the server's 409 says what else is missing (a past validity is fixed in
 * the form itself).
 */
export function acoesPermitidas<Q extends Exclude<Ator, 'sistema'>>(
  situacao: Situacao,
  quem: Q,
  agora?: Date,
): AcaoDe<Q>[] {
  return COTACAO_ACOES.filter((acao) => {
    const linha: Transicao = TRANSICOES[acao];
    if (!linha.quem.includes(quem)) return false;
    return agora ? impedimento(acao, situacao, agora) === null : linha.de.includes(situacao.status);
  }) as AcaoDe<Q>[];
}
