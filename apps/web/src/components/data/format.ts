// Money and quantities: formatarReais and formatarNumeroBr in @portal/shared/cotacoes (exact, one rule).
const date = new Intl.DateTimeFormat('pt-BR');
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
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
