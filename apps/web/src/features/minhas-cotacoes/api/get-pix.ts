import { useResource } from '@/components/data/use-resource';
import { apiFetch } from '@/lib/api-client';

export interface PixCobranca {
  brcode: string;
  qrCodePng: string;
}

export function getPix(id: number): Promise<PixCobranca> {
  return apiFetch(`/api/minhas-cotacoes/${id}/pix`);
}

/** The Pix of an accepted quotation paid by Pix; null skips the call. */
export function usePix(id: number | null) {
  return useResource(getPix, id);
}
