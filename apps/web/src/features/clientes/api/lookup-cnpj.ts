import type { CnpjLookupResult } from '@portal/shared/dto';
import { useMutation } from '@/components/data/use-mutation';
import { apiFetch } from '@/lib/api-client';

export function lookupCnpj(cnpj: string): Promise<CnpjLookupResult> {
  return apiFetch(`/api/cnpj/consulta-cnpj/${encodeURIComponent(cnpj)}`);
}

export function useLookupCnpj() {
  return useMutation(lookupCnpj);
}
