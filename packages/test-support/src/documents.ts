// Valid Brazilian documents for test data, so fixtures pass the same check digits the product checks.

// Módulo 11 check digit: weights run down to 2 from the right (CPF) or cycle 9..2 (CNPJ).
function checkDigit(chars: string, weights: number[]): number {
  const used = weights.slice(weights.length - chars.length);
  const sum = [...chars].reduce((total, char, i) => total + (char.charCodeAt(0) - 48) * used[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A valid CPF (11 digits) from the last 9 digits of `seed`; never nine equal digits. */
export function cpfFrom(seed: number): string {
  let base = String(Math.abs(Math.trunc(seed)) % 1_000_000_000).padStart(9, '0');
  if (new Set(base).size === 1) base = base.slice(0, 8) + ((Number(base[8]) + 1) % 10);
  const first = checkDigit(base, CPF_WEIGHTS);
  return `${base}${first}${checkDigit(`${base}${first}`, CPF_WEIGHTS)}`;
}

/** A valid CNPJ: a 12-character root of [0-9A-Z] (numeric or alphanumeric) plus its two check digits. */
export function cnpjFrom(root12: string): string {
  const first = checkDigit(root12, CNPJ_WEIGHTS);
  return `${root12}${first}${checkDigit(`${root12}${first}`, CNPJ_WEIGHTS)}`;
}

/** A valid numeric CNPJ (14 digits): the last 8 digits of `seed` as the root, branch 0001. */
export function cnpjFromSeed(seed: number): string {
  return cnpjFrom(`${String(Math.abs(Math.trunc(seed)) % 100_000_000).padStart(8, '0')}0001`);
}
