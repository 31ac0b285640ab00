import type { MessageResponse } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function deleteProduto(id: number): Promise<MessageResponse> {
  return apiFetch(`/api/Produtos/${id}`, { method: 'DELETE' });
}
