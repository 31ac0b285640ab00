import type { MessageResponse, SearchResult } from '@portal/shared/dto';
import { useSearchResults } from '@/components/search/use-search-results';
import { apiFetch } from '@/lib/api-client';
import { useResource } from './use-resource';

type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * The five calls of a back-office entity's CRUD API (search, read, create, update, delete) and the
 * two hooks of its screen, from its path ('/api/Fornecedores'): one line in the feature, where a
 * file per endpoint used to be.
 */
export function crudApi<R, I, Q extends object>(path: string) {
  const search = (query: Q): Promise<SearchResult<R>> => apiFetch(path, { query: { ...query } as Query });
  const get = (id: number): Promise<R> => apiFetch(`${path}/${id}`);
  return {
    search,
    get,
    create: (input: I): Promise<R> => apiFetch(path, { method: 'POST', body: input }),
    // The body's id is ignored by the API (the path says which); sent as the existing screens do.
    update: (id: number, input: I): Promise<R> => apiFetch(`${path}/${id}`, { method: 'PUT', body: { ...input, id } }),
    remove: (id: number): Promise<MessageResponse> => apiFetch(`${path}/${id}`, { method: 'DELETE' }),
    useSearch: (query: Q | null, version: number) => useSearchResults(search, query, version),
    useRecord: (id: number | null) => useResource(get, id),
  };
}

export type CrudApi<R, I, Q extends object> = ReturnType<typeof crudApi<R, I, Q>>;
