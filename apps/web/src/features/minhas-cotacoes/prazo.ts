import { hojeEmBrasilia } from '@portal/shared/cotacoes';
import type { Cotacao, CotacaoResumo } from '@portal/shared/dto';

const DAY_MS = 86_400_000;

/** Whole days from today (Brasília) to the validity date; negative once it has passed. */
export function diasAteVencer(validade: string, now: Date = new Date()): number {
  const hoje = Date.parse(`${hojeEmBrasilia(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${validade}T00:00:00Z`) - hoje) / DAY_MS);
}

/** 'vence hoje', 'vence amanhã', 'vence em N dias' for a quotation still open; '' otherwise. */
export function venceEm(cotacao: Pick<CotacaoResumo, 'status' | 'validade'>, now?: Date): string {
  if (cotacao.status !== 'enviada') return '';
  const dias = diasAteVencer(cotacao.validade, now);
  if (dias < 0) return 'vencida';
  if (dias === 0) return 'vence hoje';
  if (dias === 1) return 'vence amanhã';
  return `vence em ${dias} dias`;
}

/** An open quotation whose validity ended, even before the server's job has marked it expired. */
export const vencida = (cotacao: Pick<CotacaoResumo, 'status' | 'validade'>, now?: Date) =>
  cotacao.status === 'expirada' || (cotacao.status === 'enviada' && diasAteVencer(cotacao.validade, now) < 0);

/** The customer can still accept or refuse it: sent, within validity, and their record is active. */
export const respondivel = (cotacao: Pick<Cotacao, 'status' | 'validade' | 'clienteAtivo'>, now?: Date) =>
  cotacao.status === 'enviada' && !vencida(cotacao, now) && cotacao.clienteAtivo !== false;
