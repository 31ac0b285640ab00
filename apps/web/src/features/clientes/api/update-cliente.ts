import type { ClienteInput, ClienteSalvo } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

/** The answer may say what became of the old billing address's login (emailFaturamentoAnterior). */
export function updateCliente(id: number, input: ClienteInput): Promise<ClienteSalvo> {
  return apiFetch(`/api/Clientes/${id}`, { method: 'PUT', body: input });
}
