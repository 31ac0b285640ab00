/** The largest value of a PostgreSQL integer (SERIAL) column. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id as a path, a link or a JSON body gives it: plain decimal digits without a leading zero
 * (not '0x10', '016', '+16', '16.0', '1e1' or ' 16', which Number() would all read), or a JSON
 * integer, from 1 to MAX_ROW_ID; otherwise undefined. Past int4, PostgreSQL would refuse the query.
 */
export function toRowId(value: unknown): number | undefined {
  const id = typeof value === 'string' ? (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID ? id : undefined;
}
