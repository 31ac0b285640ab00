import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { CLIENTE_MESSAGES } from '@portal/shared/messages';
import { isValidCnpj, normalizeCnpj } from '@portal/shared/validators';
import { CnpjProviderClient } from './cnpj-provider.client.js';
import type { CnpjLookupDto } from './cnpj-lookup.response.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 5000;

interface CacheEntry {
  expiresAt: number;
  result?: CnpjLookupDto;
  notFound?: NotFoundException;
}

/**
 * CNPJ lookup with a one-day cache of answers (found and not found), so repeated clicks do not
 * spend the provider's small quota. Failures are never cached.
 */
@Injectable()
export class CnpjLookupService {
  private readonly cache = new Map<string, CacheEntry>();
  /** Lookups under way: simultaneous clicks for one CNPJ share a single provider call. */
  private readonly inFlight = new Map<string, Promise<CnpjLookupDto>>();

  constructor(private readonly provider: CnpjProviderClient) {}

  async lookup(raw: string): Promise<CnpjLookupDto> {
    const cnpj = normalizeCnpj(raw);
    if (!isValidCnpj(cnpj)) throw new BadRequestException(CLIENTE_MESSAGES.cnpjLookupInvalid);
    const cached = this.cache.get(cnpj);
    if (cached && cached.expiresAt > Date.now()) {
      if (cached.notFound) throw cached.notFound;
      return cached.result as CnpjLookupDto;
    }
    let pending = this.inFlight.get(cnpj);
    if (!pending) {
      pending = this.ask(cnpj).finally(() => this.inFlight.delete(cnpj));
      this.inFlight.set(cnpj, pending);
    }
    return pending;
  }

  private async ask(cnpj: string): Promise<CnpjLookupDto> {
    try {
      const result = await this.provider.fetch(cnpj);
      this.remember(cnpj, { expiresAt: Date.now() + DAY_MS, result });
      return result;
    } catch (error) {
      if (error instanceof NotFoundException) this.remember(cnpj, { expiresAt: Date.now() + DAY_MS, notFound: error });
      throw error;
    }
  }

  private remember(cnpj: string, entry: CacheEntry): void {
    this.cache.delete(cnpj);
    // Map keeps insertion order: the first key is the oldest entry.
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(cnpj, entry);
  }
}
