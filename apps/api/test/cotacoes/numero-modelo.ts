import { COTACAO_MESSAGES as M } from '@portal/shared/messages';

// A pure model of the quotation rules that touch a number's revisions, for the model-based test:
// what the portal must answer to an action and what every revision's status is afterwards.

export type Status = 'rascunho' | 'enviada' | 'aceita' | 'recusada' | 'expirada' | 'cancelada' | 'substituida';
export type Acao = 'enviar' | 'cancelar' | 'revisar' | 'duplicar' | 'aceitar' | 'recusar' | 'expirar';

export interface Rev {
  id: number;
  numero: string;
  revisao: number;
  status: Status;
  /** It was sent once: the customer sees it (else 404 for them). */
  enviada: boolean;
  /** subtotal|descontos|frete|total as stored when the revision was created; no transition changes it. */
  totais: string;
}

export interface Modelo {
  revs: Rev[];
  clienteAtivo: boolean;
}

/** The draft a revisar or duplicar created (from the real answer). */
export interface Novo {
  id: number;
  numero: string;
}

export interface Previsto {
  code: number;
  /** The 409's message where the rule fixes it. */
  message?: string;
  modelo: Modelo;
}

const clonar = (m: Modelo): Modelo => ({ clienteAtivo: m.clienteAtivo, revs: m.revs.map((r) => ({ ...r })) });

/** Which revision a command acts on: of the `numero`-th number, the one `acao` needs, the newest or the one before. */
export interface Alvo {
  numero: number;
  modo: 'util' | 'ultima' | 'penultima';
}

// The status in which each action does something (for the `util` choice).
const UTIL: Record<Acao, Status[]> = {
  enviar: ['rascunho'],
  cancelar: ['enviada'],
  revisar: ['enviada', 'recusada', 'expirada'],
  duplicar: ['aceita', 'enviada'],
  aceitar: ['enviada'],
  recusar: ['enviada'],
  expirar: ['enviada'],
};

export function escolher(m: Modelo, acao: Acao, alvo: Alvo): Rev {
  const numeros = [...new Set(m.revs.map((r) => r.numero))];
  const revs = m.revs.filter((r) => r.numero === numeros[alvo.numero % numeros.length]);
  const ordem = revs.sort((a, b) => b.revisao - a.revisao);
  const util = ordem.find((r) => UTIL[acao].includes(r.status));
  if (alvo.modo === 'util' && util) return util;
  return alvo.modo === 'penultima' && ordem.length > 1 ? ordem[1] : ordem[0];
}

/** What `acao` on revision `id` must answer in model `m`, and the model after it. */
export function prever(m: Modelo, acao: Acao, id: number, novo?: Novo): Previsto {
  const alvo = m.revs.find((r) => r.id === id)!;
  const irmas = m.revs.filter((r) => r.numero === alvo.numero && r.id !== id);
  const aceita = irmas.find((r) => r.status === 'aceita');
  const recusa = (code: number, message?: string): Previsto => ({ code, message, modelo: m });
  const depois = clonar(m);
  const proprio = depois.revs.find((r) => r.id === id)!;
  const mudar = (status: Status, code = 200): Previsto => {
    proprio.status = status;
    return { code, modelo: depois };
  };
  switch (acao) {
    case 'enviar':
      if (aceita) return recusa(409, M.enviarNumeroAceito(aceita.revisao));
      if (alvo.status !== 'rascunho') return recusa(409, M.somenteRascunhoEnviar);
      if (!m.clienteAtivo) return recusa(409, M.clienteInativo);
      for (const r of depois.revs)
        if (r.numero === alvo.numero && r.revisao < alvo.revisao && r.status === 'enviada') r.status = 'substituida';
      proprio.enviada = true;
      return mudar('enviada');
    case 'cancelar':
      return alvo.status === 'enviada' ? mudar('cancelada') : recusa(409, M.somenteEnviadaCancelar);
    case 'revisar': {
      if (!['enviada', 'recusada', 'expirada'].includes(alvo.status)) return recusa(409, M.revisarStatus);
      if (irmas.some((r) => r.revisao > alvo.revisao)) return recusa(409, M.revisarExisteNova);
      const rev = {
        ...alvo,
        id: novo?.id ?? -1,
        revisao: alvo.revisao + 1,
        status: 'rascunho' as const,
        enviada: false,
      };
      depois.revs.push(rev);
      return { code: 201, modelo: depois };
    }
    case 'duplicar': {
      const numero = novo?.numero ?? '?';
      depois.revs.push({ ...alvo, id: novo?.id ?? -1, numero, revisao: 1, status: 'rascunho', enviada: false });
      return { code: 201, modelo: depois };
    }
    case 'expirar':
      return alvo.status === 'enviada' ? mudar('expirada') : { code: 200, modelo: m };
    case 'aceitar':
    case 'recusar': {
      const participio = acao === 'aceitar' ? 'aceita' : 'recusada';
      if (!alvo.enviada) return recusa(404);
      if (alvo.status !== 'enviada')
        return recusa(
          409,
          aceita ? M.responderNumeroAceito(participio, aceita.revisao) : M.responderStatus(participio, alvo.status),
        );
      if (!m.clienteAtivo) return recusa(409, M.clienteInativoResponder(participio));
      // Accepting closes the number: a newer draft of it is cancelled.
      if (acao === 'aceitar')
        for (const r of depois.revs) if (r.numero === alvo.numero && r.status === 'rascunho') r.status = 'cancelada';
      return mudar(participio);
    }
  }
}

/** Two actions one after the other in the model: both answers and the model at the end. */
export function emSerie(
  m: Modelo,
  primeira: [Acao, number, Novo | undefined],
  segunda: [Acao, number, Novo | undefined],
): { codes: [number, number]; modelo: Modelo } {
  const a = prever(m, ...primeira);
  const b = prever(a.modelo, ...segunda);
  return { codes: [a.code, b.code], modelo: b.modelo };
}
