/**
 * Lays `chars` over a pattern where '#' takes the next character and anything else is a literal.
 * Literals appear only once a character follows them; characters beyond the pattern are dropped.
 */
export function applyPattern(chars: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= chars.length) break;
    out += slot === '#' ? chars[next++] : slot;
  }
  return out;
}
