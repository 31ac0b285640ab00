// A lone UTF-16 surrogate (JSON allows "\ud800") cannot be written as UTF-8: PostgreSQL refuses it
// in a jsonb audit entry, encodeURIComponent throws on it. NUL is refused by every text column.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const invalid = (text: string) => LONE_SURROGATE.test(text) || text.includes('\u0000');

/** True when some string in value, object keys included, at any depth, is text nothing downstream can keep. */
export function hasInvalidText(value: unknown): boolean {
  if (typeof value === 'string') return invalid(value);
  if (Array.isArray(value)) return value.some(hasInvalidText);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => invalid(key) || hasInvalidText(item));
}
