/**
 * Only the fields a lookup (CEP, CNPJ) answered with text, so it never blanks what the user typed:
 * towns with a single CEP come back with an empty logradouro and bairro.
 */
export function filledFields<T extends object>(answer: T): Partial<T> {
  const entries = Object.entries(answer).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
  return Object.fromEntries(entries) as Partial<T>;
}
