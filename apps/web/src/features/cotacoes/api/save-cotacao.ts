import type { Cotacao, CotacaoInput } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

/** POST a new draft, or PUT an existing one with the `versao` it was based on (stale -> 409). */
export function saveCotacao(id: number | null, input: CotacaoInput): Promise<Cotacao> {
  return id === null
    ? apiFetch('/api/Cotacoes', { method: 'POST', body: input })
    : apiFetch(`/api/Cotacoes/${id}`, { method: 'PUT', body: input });
}
