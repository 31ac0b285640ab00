import { maskUrl } from './secret-mask.js';

// Reads environment variables and collects every problem, so a bad start lists all of them at once.
export class EnvReader {
  readonly errors: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  string(name: string, fallback?: string): string {
    const value = this.env[name]?.trim();
    if (value) return value;
    if (fallback !== undefined) return fallback;
    this.errors.push(`${name} é obrigatória.`);
    return '';
  }

  optional(name: string): string | undefined {
    return this.env[name]?.trim() || undefined;
  }

  /** The value exactly as given (no trimming), for secrets where every character counts. */
  raw(name: string): string | undefined {
    return this.env[name] || undefined;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.errors.push(`${name} deve ser um número inteiro entre ${min} e ${max} (recebido: ${raw}).`);
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
    const raw = this.optional(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.errors.push(`${name} deve ser ${allowed.join(' ou ')} (recebido: ${raw}).`);
    return fallback;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.optional(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'no'].includes(raw)) return false;
    this.errors.push(`${name} deve ser true ou false (recebido: ${raw}).`);
    return fallback;
  }

  url(name: string, fallback: string | undefined, protocols: string[]): string | undefined {
    const raw = this.optional(name) ?? fallback;
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw.replace('{cep}', '00000000').replace('{cnpj}', '0'));
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
    } catch {
      // Never the password in clear: a URL that does not parse is often one whose password holds `/` or `#`.
      this.errors.push(`${name} deve ser uma URL ${protocols.join(' ou ')} válida (recebido: ${maskUrl(raw)}).`);
    }
    return raw;
  }

  /** Durations like 900, 15m, 8h, 2d, in seconds. */
  duration(name: string, fallback: string): number {
    const raw = this.optional(name) ?? fallback;
    const match = /^(\d+)\s*([smhd]?)$/.exec(raw);
    if (!match) {
      this.errors.push(`${name} deve ser uma duração como 900, 15m, 8h ou 2d (recebido: ${raw}).`);
      return parseDuration(fallback);
    }
    return parseDuration(raw);
  }
}

function parseDuration(raw: string): number {
  const [, amount, unit] = /^(\d+)\s*([smhd]?)$/.exec(raw) ?? ['', '0', 's'];
  const factor = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[unit] ?? 1;
  return Number(amount) * factor;
}
