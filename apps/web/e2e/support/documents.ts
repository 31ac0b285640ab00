/** A valid CPF built from 9 digits derived from `seed` (so each test file gets its own). */
export function cpfFrom(seed: number): string {
  const base = String(100_000_000 + (seed % 800_000_000))
    .slice(0, 9)
    .split('')
    .map(Number);
  if (new Set(base).size === 1) base[8] = (base[8] + 1) % 10;
  const digit = (digits: number[]) => {
    const sum = digits.reduce((total, value, i) => total + value * (digits.length + 1 - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}

/** A valid alphanumeric CNPJ: 12 characters from `root12` plus its two check digits. */
export function cnpjFrom(root12: string): string {
  const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const digit = (chars: string) => {
    const used = weights.slice(weights.length - chars.length);
    const sum = [...chars].reduce((total, char, i) => total + (char.charCodeAt(0) - 48) * used[i], 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(root12);
  return `${root12}${first}${digit(`${root12}${first}`)}`;
}
