// Valid CPFs for generated customers (check digits computed, never all-equal).
export function makeCpf(n) {
  const base = String(100_000_000 + (n % 899_999_999))
    .padStart(9, '0')
    .split('')
    .map(Number);
  const digit = (digits) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}
