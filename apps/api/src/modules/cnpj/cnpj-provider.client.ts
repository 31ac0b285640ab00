import {
  BadGatewayException,
  GatewayTimeoutException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { CnpjLookupDto } from './cnpj-lookup.response.js';

const FIELDS = [
  'nome',
  'fantasia',
  'email',
  'logradouro',
  'numero',
  'bairro',
  'municipio',
  'uf',
  'cep',
  'complemento',
] as const;

/** Asks the CNPJ provider (ReceitaWS format) and turns each way it can fail into a clear answer. */
@Injectable()
export class CnpjProviderClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The company, or throws: 404 not found, 502 provider error, 503 throttled/unreachable, 504 timeout. */
  async fetch(cnpj: string): Promise<CnpjLookupDto> {
    const url = this.config.lookup.cnpjApiUrl.replace('{cnpj}', encodeURIComponent(cnpj));
    let status: number;
    let body: unknown;
    try {
      // The timeout covers the whole exchange, body included.
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.lookup.timeoutMs),
      });
      status = response.status;
      body = await response.json().catch((error: Error) => {
        if (error.name === 'TimeoutError' || error.name === 'AbortError') throw error;
        return undefined;
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new GatewayTimeoutException(SERVER_MESSAGES.cnpjLookupTimeout);
      }
      throw new ServiceUnavailableException(SERVER_MESSAGES.cnpjLookupUnavailable);
    }
    if (status === 404) throw new NotFoundException(SERVER_MESSAGES.cnpjLookupNotFound);
    if (status === 429) throw new ServiceUnavailableException(SERVER_MESSAGES.cnpjLookupThrottled);
    if (status < 200 || status >= 300 || !isObject(body)) {
      throw new BadGatewayException(SERVER_MESSAGES.cnpjLookupProviderError);
    }
    if (body.status === 'ERROR') throw providerRefusal(body.message);
    return toResult(body);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ReceitaWS answers an unknown CNPJ with status ERROR and a message rather than a 404.
function providerRefusal(message: unknown): Error {
  const text = typeof message === 'string' ? message.trim().slice(0, 200) : '';
  if (/n[ãa]o (foi )?encontrad|not found|inexistente/i.test(text)) {
    return new NotFoundException(SERVER_MESSAGES.cnpjLookupNotFound);
  }
  return new BadGatewayException(
    text ? `${SERVER_MESSAGES.cnpjLookupProviderError} Motivo: ${text}` : SERVER_MESSAGES.cnpjLookupProviderError,
  );
}

function toResult(body: Record<string, unknown>): CnpjLookupDto {
  const result = {} as CnpjLookupDto;
  for (const field of FIELDS) {
    const value = body[field];
    result[field] = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  }
  result.cep = result.cep.replace(/\D/g, '');
  result.uf = result.uf.toUpperCase();
  return result;
}
