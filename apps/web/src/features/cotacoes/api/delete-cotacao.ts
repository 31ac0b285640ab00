import type { MessageResponse } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function deleteCotacao(id: number): Promise<MessageResponse> {
  return apiFetch(`/api/Cotacoes/${id}`, { method: 'DELETE' });
}
