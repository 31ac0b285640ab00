import type { Cotacao } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export type CotacaoAcao = 'enviar' | 'cancelar' | 'revisar' | 'duplicar';

/** POST /api/Cotacoes/{id}/{acao}: each answers the quotation it leaves (revisar/duplicar: the new draft). */
export function cotacaoAcao(id: number, acao: CotacaoAcao, body?: { clienteId: number }): Promise<Cotacao> {
  return apiFetch(`/api/Cotacoes/${id}/${acao}`, { method: 'POST', body });
}
