import { NUMERO_MESSAGES as M } from '../messages/numero-messages.js';

/** A typed number: its exact value in 10^-casas units and as plain decimal text, or the reason it is refused. */
export type NumeroLido = { ok: true; unidades: bigint; valor: string } | { ok: false; erro: string };

// With a comma: it is the decimal mark; the whole part is plain digits or grouped by dots in threes.
const COM_VIRGULA = /^(-?)(\d+|[1-9]\d{0,2}(?:\.\d{3})+),(\d+)$/;
// Without a comma: dots that group the digits in threes are thousands marks ('1.500', '12.345.678').
const MILHARES = /^(-?)([1-9]\d{0,2}(?:\.\d{3})+)$/;
// One dot that cannot be a thousands mark ('1.5', '1234.56', '0.500') is the decimal mark.
const PONTO_DECIMAL = /^(-?)(\d+)\.(\d+)$/;
const INTEIRO = /^(-?)(\d+)$/;

/**
 * Reads a number typed the Brazilian way, for quantities, prices, percentages and freight (docs/produto.md §5):
 * - the comma is the decimal mark and dots group thousands: '1.500' is 1500, '1,5' is 1.5, '1.234,56' works;
 * - without a comma, dots grouping the digits in threes are thousands marks ('1.500', '1.234.567');
 * - a single dot that cannot be a thousands mark (not followed by exactly three digits, or after a
 *   whole part of four or more digits or starting with 0: '1.5', '1234.56', '0.500') is the decimal mark;
 * - a comma before a dot ('1,234.56', the American way) is ambiguous and refused; anything else that
 *   is not digits, dots, one comma and a leading minus is refused;
 * - spaces, a leading 'R$' and a trailing '%' are ignored; trailing zeros after the mark do not count
 *   towards `casas`, the most decimals the field keeps (quantity 3, money and percentages 2).
 * Pure and total: never throws; any input that is not such a text is refused with a Portuguese message.
 */
export function lerNumeroBr(entrada: unknown, casas: number): NumeroLido {
  if (typeof entrada !== 'string') return { ok: false, erro: M.invalido };
  const texto = entrada.replace(/\s/g, '').replace(/^R\$/i, '').replace(/%$/, '');
  if (!texto) return { ok: false, erro: M.vazio };
  const partes = separar(texto);
  if (!partes) return { ok: false, erro: /,.*\./.test(texto) ? M.ambiguo : M.invalido };
  const [sinal, inteiro, fracao] = partes;
  const decimais = fracao.replace(/0+$/, '');
  if (decimais.length > casas) return { ok: false, erro: M.casas(casas) };
  const absoluto = BigInt(inteiro.replace(/\./g, '') + decimais.padEnd(casas, '0'));
  const unidades = sinal && absoluto !== 0n ? -absoluto : absoluto;
  const inteiros = BigInt(inteiro.replace(/\./g, '')).toString();
  const valor = `${unidades < 0n ? '-' : ''}${inteiros}${decimais ? `.${decimais}` : ''}`;
  return { ok: true, unidades, valor };
}

/** Sign, whole part and fraction of a well-formed text; null when malformed or ambiguous. */
function separar(texto: string): [string, string, string] | null {
  const virgula = COM_VIRGULA.exec(texto);
  if (virgula) return [virgula[1], virgula[2], virgula[3]];
  const milhares = MILHARES.exec(texto) ?? INTEIRO.exec(texto);
  if (milhares) return [milhares[1], milhares[2], ''];
  const ponto = PONTO_DECIMAL.exec(texto);
  return ponto ? [ponto[1], ponto[2], ponto[3]] : null;
}
