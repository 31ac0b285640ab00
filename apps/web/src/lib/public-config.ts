/** GET /api/public/config: what the browser learns from the server at run time. */
export interface PublicConfig {
  cepApiUrl: string;
  lookupTimeoutMs: number;
  /** The company's contact details (Fale conosco); absent from an older server. */
  contact?: { email: string; phone: string; address: string };
  /** The privacy notice's version and the controller's contact (LGPD); absent from an older server. */
  privacy?: { contactEmail: string; noticeVersion: string };
}

/** Used when the server cannot be asked (the contract's default postal-code service). */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  cepApiUrl: 'https://viacep.com.br/ws/{cep}/json/',
  lookupTimeoutMs: 8000,
};

let cached: Promise<PublicConfig> | null = null;

export function loadPublicConfig(): Promise<PublicConfig> {
  cached ??= fetch('/api/public/config', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return { ...DEFAULT_PUBLIC_CONFIG, ...((await response.json()) as Partial<PublicConfig>) };
    })
    .catch((error: unknown) => {
      console.warn('Configuração pública indisponível; usando o serviço de CEP padrão.', error);
      cached = null;
      return DEFAULT_PUBLIC_CONFIG;
    });
  return cached;
}

/** Tests only: forget the cached answer. */
export function resetPublicConfig(): void {
  cached = null;
}
