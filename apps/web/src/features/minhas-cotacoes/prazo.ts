import type { CotacaoStatus } from '@portal/shared/constants';
import { TRANSICOES, acoesPermitidas, hojeEmBrasilia, impedimento } from '@portal/shared/cotacoes';
import type { Cotacao, CotacaoResumo } from '@portal/shared/dto';

const DAY_MS = 86_400_000;

/** Whole days from today (Brasília) to the validity date; negative once it has passed. */
export function diasAteVencer(validade: string, now: Date = new Date()): number {
  const hoje = Date.parse(`${hojeEmBrasilia(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${validade}T00:00:00Z`) - hoje) / DAY_MS);
}

/** 'vence hoje', 'vence amanhã', 'vence em N dias' for a quotation that can still expire; '' otherwise. */
export function venceEm(cotacao: Pick<CotacaoResumo, 'status' | 'validade'>, now?: Date): string {
  if (!(TRANSICOES.expirar.de as readonly CotacaoStatus[]).includes(cotacao.status)) return '';
  const dias = diasAteVencer(cotacao.validade, now);
  if (dias < 0) return 'vencida';
  if (dias === 0) return 'vence hoje';
  if (dias === 1) return 'vence amanhã';
  return `vence em ${dias} dias`;
}

/** Expired, or due to be (its validity ended) even before the server's job has marked it. */
export const vencida = (cotacao: Pick<CotacaoResumo, 'status' | 'validade'>, now: Date = new Date()) =>
  cotacao.status === TRANSICOES.expirar.para || impedimento('expirar', cotacao, now) === null;

/** The customer can still accept or refuse it (TRANSICOES: sent, within validity, their record active). */
export const respondivel = (
  cotacao: Pick<Cotacao, 'status' | 'validade' | 'clienteAtivo'>,
  now: Date = new Date(),
): boolean => {
  const acoes = acoesPermitidas(cotacao, 'cliente', now);
  return acoes.includes('aceitar') || acoes.includes('recusar');
};
