import type { Cotacao } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function getCotacao(id: number): Promise<Cotacao> {
  return apiFetch(`/api/Cotacoes/${id}`);
}
