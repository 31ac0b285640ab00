/** Keeps only the ASCII digits of a value; anything that is not a string gives ''. */
export function onlyDigits(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}
