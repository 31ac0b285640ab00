import { lerNumeroBr } from './ler-numero-br.js';

/**
 * A number field of a request as the API keeps it: a text read the Brazilian way (`lerNumeroBr`, '1.500'
 * is 1500) becomes its JSON number (exact: at most `casas` decimals); anything else stays as sent, so the
 * field's rule refuses it with its message.
 */
export function numeroEnviado(value: unknown, casas: number): unknown {
  if (typeof value !== 'string') return value;
  const lido = lerNumeroBr(value, casas);
  return lido.ok ? Number(lido.valor) : value;
}
