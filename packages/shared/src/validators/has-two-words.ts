/** True when the trimmed text has at least two whitespace-separated words. */
export function hasTwoWords(value: unknown): boolean {
  return typeof value === 'string' && value.trim().split(/\s+/).length >= 2;
}
