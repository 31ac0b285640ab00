import type { CepLookupResult } from '@portal/shared/dto';
import { CLIENTE_MESSAGES, LOOKUP_MESSAGES } from '@portal/shared/messages';
import { onlyDigits } from '@portal/shared/validators';
import { loadPublicConfig } from './public-config';

export interface CepAddress {
  logradouro: string;
  bairro: string;
  /** The service's `localidade`. */
  cidade: string;
  uf: string;
}

export type CepLookup = { ok: true; address: CepAddress } | { ok: false; message: string };

/**
 * Asks the postal-code service (CEP_API_URL, told by the server) for an 8-digit CEP, with a timeout.
 * 'CEP não encontrado' when it answers `erro`; 'Erro ou CEP inválido ao consultar ...' when it refuses
 * the request; 'Erro ao consultar CEP' when it cannot be reached or answers something unreadable.
 */
export async function lookupCep(cep: string): Promise<CepLookup> {
  const digits = onlyDigits(cep);
  if (digits.length !== 8) return { ok: false, message: CLIENTE_MESSAGES.cepLookupInvalid };
  const config = await loadPublicConfig();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.lookupTimeoutMs);
  try {
    const response = await fetch(config.cepApiUrl.replace('{cep}', digits), {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) return { ok: false, message: LOOKUP_MESSAGES.cepInvalidOrError };
    const data = (await response.json()) as CepLookupResult;
    if (!data || typeof data !== 'object') return { ok: false, message: LOOKUP_MESSAGES.cepError };
    if (data.erro) return { ok: false, message: LOOKUP_MESSAGES.cepNotFound };
    return {
      ok: true,
      address: {
        logradouro: data.logradouro ?? '',
        bairro: data.bairro ?? '',
        cidade: data.localidade ?? '',
        uf: data.uf ?? '',
      },
    };
  } catch {
    return { ok: false, message: LOOKUP_MESSAGES.cepError };
  } finally {
    clearTimeout(timer);
  }
}
