/**
 * The characters taken off the ends of an e-mail address: exactly the ones `String.prototype.trim`
 * removes (ECMAScript WhiteSpace and LineTerminator: tab, line feed, vertical tab, form feed, carriage
 * return, the Zs spaces, line and paragraph separators, byte order mark), listed so that SQL's `btrim`
 * takes off the same ones (its default is the plain space only).
 */
export const EMAIL_SPACES =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a' +
  '\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * An e-mail address as it is stored and compared: without the spaces around it (`EMAIL_SPACES`) and in
 * lower case by Unicode's full case mapping, independent of locale ('İ' gives 'i̇', a final 'Σ' gives
 * 'ς'). The database computes the same with `lower(btrim(x, EMAIL_SPACES) COLLATE "und-x-icu")`.
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
