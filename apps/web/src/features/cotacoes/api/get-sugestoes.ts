import type { ClienteSugestao, ProdutoSugestao } from '@portal/shared/dto';
import { apiFetch } from '@/lib/api-client';

export function getClienteSugestoes(q: string, signal?: AbortSignal): Promise<ClienteSugestao[]> {
  return apiFetch('/api/Clientes/sugestoes', { query: { q }, signal });
}

export function getProdutoSugestoes(q: string, signal?: AbortSignal): Promise<ProdutoSugestao[]> {
  return apiFetch('/api/Produtos/sugestoes', { query: { q }, signal });
}
