import { groupThousands } from './group-thousands.js';

/**
 * Money as Brazilians write it: `R$ 1.234,56`, `-R$ 0,50`. The value has at most 2 decimals (money
 * travels as such JSON numbers), so `toFixed(2)` prints it exactly. Non-finite input prints `R$ 0,00`.
 */
export function formatMoney(value: number): string {
  const safe = Number.isFinite(value) ? value : 0;
  const [whole, cents] = Math.abs(safe).toFixed(2).split('.');
  const sign = safe < 0 && Number(`${whole}.${cents}`) !== 0 ? '-' : '';
  return `${sign}R$ ${groupThousands(whole)},${cents}`;
}
