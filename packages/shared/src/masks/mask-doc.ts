import { maskCnpj } from './mask-cnpj.js';
import { maskCpf } from './mask-cpf.js';

/**
 * Masks a CPF-or-CNPJ field: CPF while it has up to 11 digits, CNPJ beyond that or as soon as
 * it holds a letter (alphanumeric CNPJ).
 */
export function maskDoc(value: string | null | undefined): string {
  const chars = typeof value === 'string' ? value.replace(/[^A-Za-z0-9]/g, '') : '';
  return chars.length > 11 || /[A-Za-z]/.test(chars) ? maskCnpj(value) : maskCpf(value);
}
