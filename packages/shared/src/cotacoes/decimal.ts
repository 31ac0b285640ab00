/**
 * Exact decimals as scaled integers: 12.345 at scale 3 is 12345n. Money travels as JSON numbers with at
 * most 2 decimals and quantities with at most 3; their shortest decimal text (what `String(n)` prints)
 * is the exact value the user typed, so parsing that text never meets a binary fraction. This reads
 * machine text only (a dot is always the decimal mark); text a person typed goes through `lerNumeroBr`.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** `value` as an integer of 10^-scale units, or null when it is not a plain decimal with at most `scale` decimals. */
export function toScaled(value: number | string, scale: number): bigint | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL.exec(typeof value === 'number' ? numberText(value) : value.trim());
  if (!match) return null;
  const decimals = (match[3] ?? '').replace(/0+$/, '');
  if (decimals.length > scale) return null;
  const units = BigInt(match[2] + decimals.padEnd(scale, '0'));
  return match[1] === '-' ? -units : units;
}

/** The integer of 10^-scale units as a decimal string ('-1.50' for -150n at scale 2). */
export function scaledText(units: bigint, scale: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  return scale === 0 ? sign + digits : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** The JSON number of a scaled integer (the closest double prints back as the same decimal). */
export function scaledNumber(units: bigint, scale: number): number {
  return Number(scaledText(units, scale));
}

// Numbers below 1e-6 or at 1e21 and above print in exponent form ('1e-300', '1.5e+21'); spell the same
// digits out instead. Rounding them (toFixed) would turn 1e-300 into 0, an amount nobody typed.
function numberText(value: number): string {
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
  if (!match) return String(value);
  const [, sign, first, rest = '', exponent] = match;
  const digits = first + rest;
  const point = 1 + Number(exponent); // how many digits stand before the decimal point
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
