/** One column of an export: its header and how a row gives its text. */
export interface CsvColumn<R> {
  header: string;
  value: (row: R) => string | number | boolean | null | undefined;
}

/** The byte-order mark that makes Excel read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

// Excel would run a cell starting with one of these as a formula (CSV injection): such text is
// prefixed with an apostrophe, which Excel shows as plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A field as Excel in pt-BR reads it: quoted when it holds ; " or a line break, quotes doubled. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: (string | number | boolean | null | undefined)[]): string {
  return `${fields.map(csvField).join(SEPARATOR)}\r\n`;
}

export function csvHeader<R>(columns: CsvColumn<R>[]): string {
  return csvLine(columns.map((column) => column.header));
}

export function csvRows<R>(columns: CsvColumn<R>[], rows: R[]): string {
  let out = '';
  for (const row of rows) out += csvLine(columns.map((column) => column.value(row)));
  return out;
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** 22/11/2026 14:05:09, in Brasília time. */
export function dateTimePtBr(value: Date | string | null | undefined): string {
  if (!value) return '';
  return DATE_TIME.format(new Date(value)).replace(',', '');
}

/** The screens' Ativo/Inativo for a boolean or 0/1 status. */
export const ativoInativo = (value: unknown): string => (value === true || value === 1 ? 'Ativo' : 'Inativo');
