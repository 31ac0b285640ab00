import type { Cotacao } from '@portal/shared/dto';
import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';

export function getMinhaCotacao(id: number): Promise<Cotacao> {
  return apiFetch(`/api/minhas-cotacoes/${id}`);
}

export function useMinhaCotacao(id: number | null) {
  return useResource(getMinhaCotacao, id);
}
