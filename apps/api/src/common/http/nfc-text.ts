// Text pasted from macOS or a PDF arrives decomposed ('e' + U+0301), typed text composed ('é'): the
// same word in two byte sequences, which a search, a comparison or a unique check tells apart. Every
// text of a request (JSON body and query string) is turned to NFC here, at the door, so every route
// stores and searches one form (issue F1 of probe 6). Passwords are the exception: they are compared
// as typed against a hash that may have been made from the decomposed form.
const SECRET_KEY = /password|senha/i;

/** value with every string in NFC, at any depth; strings under a password key stay as sent. */
export function nfcText<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (SECRET_KEY.test(key) ? value : value.normalize('NFC')) as T;
  if (Array.isArray(value)) return value.map((item) => nfcText(item, key)) as T;
  if (value === null || typeof value !== 'object') return value;
  for (const [name, item] of Object.entries(value)) (value as Record<string, unknown>)[name] = nfcText(item, name);
  return value;
}
