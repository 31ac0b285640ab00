import { groupThousands } from './group-thousands.js';

/**
 * A quantity or percentage in Brazilian notation with up to `maxDecimals` decimals and no trailing
 * zeros: `1.234,5`, `12`, `0,125`. Non-finite input prints `0`.
 */
export function formatDecimal(value: number, maxDecimals: number): string {
  const safe = Number.isFinite(value) ? value : 0;
  const [whole, fraction = ''] = Math.abs(safe).toFixed(maxDecimals).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const sign = safe < 0 && (/[1-9]/.test(whole) || decimals) ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimals ? `,${decimals}` : ''}`;
}
