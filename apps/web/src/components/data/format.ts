const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const date = new Intl.DateTimeFormat('pt-BR');
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** R$ 1.234,56 */
export function formatMoney(value: number | string | null | undefined): string {
  const number = Number(value);
  return value === null || value === undefined || Number.isNaN(number) ? '' : money.format(number);
}

/** 22/11/2026 */
export function formatDate(value: string | null | undefined): string {
  const parsed = parse(value);
  return parsed ? date.format(parsed) : '';
}

/** 22/11/2026, 14:05:09 */
export function formatDateTime(value: string | null | undefined): string {
  const parsed = parse(value);
  return parsed ? dateTime.format(parsed) : '';
}
