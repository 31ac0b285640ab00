import { isValidCnpj, isValidCpf } from '@portal/shared/validators';
import type { EnvReader } from './env-reader.js';

/** Pix on acceptance (issue 29): all three set, or Pix is off (undefined). */
export interface PixConfig {
  key: string;
  merchantName: string;
  merchantCity: string;
}

// The BR Code's limits (Manual de Padrões para Iniciação do Pix): name 25, city 15 characters.
const NOME_MAX = 25;
const CIDADE_MAX = 15;

/**
 * The key forms of the DICT, as the BR Code carries them: CPF or CNPJ in digits only, e-mail (up to
 * 77 characters), phone as +55 with area code, or the random key (a UUID).
 */
export function isChavePix(key: string): boolean {
  if (/^\d{11}$/.test(key)) return isValidCpf(key);
  if (/^\d{14}$/.test(key)) return isValidCnpj(key);
  if (/^\+55\d{10,11}$/.test(key)) return true;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return true;
  return key.length <= 77 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key);
}

/**
 * None set: Pix is off. Any one set: all three are required and valid, or the app does not start
 * (a half-configured Pix would silently show no BR Code to the customers who chose Pix).
 */
export function readPix(read: EnvReader): PixConfig | undefined {
  const key = read.optional('PIX_KEY');
  const merchantName = read.optional('PIX_MERCHANT_NAME');
  const merchantCity = read.optional('PIX_MERCHANT_CITY');
  if (!key && !merchantName && !merchantCity) return undefined;
  const before = read.errors.length;
  const definidas = Object.entries({ PIX_KEY: key, PIX_MERCHANT_NAME: merchantName, PIX_MERCHANT_CITY: merchantCity })
    .filter(([, value]) => value)
    .map(([name]) => name)
    .join(' e ');
  const faltando = (name: string) =>
    read.errors.push(
      `${name} é obrigatória quando ${definidas} ${definidas.includes(' e ') ? 'estão definidas' : 'está definida'}.`,
    );
  if (!key) faltando('PIX_KEY');
  else if (!isChavePix(key))
    read.errors.push(
      `PIX_KEY deve ser uma chave Pix: CPF ou CNPJ só com dígitos, e-mail, telefone como +5511999998888 ou chave aleatória (recebido: ${key}).`,
    );
  if (!merchantName) faltando('PIX_MERCHANT_NAME');
  else if ([...merchantName].length > NOME_MAX)
    read.errors.push(`PIX_MERCHANT_NAME deve ter até ${NOME_MAX} caracteres (recebido: ${merchantName}).`);
  if (!merchantCity) faltando('PIX_MERCHANT_CITY');
  else if ([...merchantCity].length > CIDADE_MAX)
    read.errors.push(`PIX_MERCHANT_CITY deve ter até ${CIDADE_MAX} caracteres (recebido: ${merchantCity}).`);
  return read.errors.length === before
    ? { key: key!, merchantName: merchantName!, merchantCity: merchantCity! }
    : undefined;
}
