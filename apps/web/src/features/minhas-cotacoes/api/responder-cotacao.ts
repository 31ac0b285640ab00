import type { AceiteResponse, Cotacao } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

/** POST /api/minhas-cotacoes/{id}/aceitar: the order created with it. */
export function aceitarCotacao(id: number): Promise<AceiteResponse> {
  return apiFetch(`/api/minhas-cotacoes/${id}/aceitar`, { method: 'POST' });
}

/** POST /api/minhas-cotacoes/{id}/recusar with an optional reason. */
export function recusarCotacao(id: number, motivo: string): Promise<Cotacao> {
  return apiFetch(`/api/minhas-cotacoes/${id}/recusar`, { method: 'POST', body: { motivo: motivo.trim() || null } });
}
