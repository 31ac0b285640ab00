import { SERVER_MESSAGES } from '../messages/server-messages.js';
import { textoNaoImprimivelMessage } from '../messages/texto-imprimivel-message.js';
import { FAIXAS_IMPRIMIVEIS } from './caracteres-imprimiveis.js';

/** Tab and line breaks: a note may have several lines; the PDF breaks them (a tab prints a space). */
const CONTROLES_ACEITOS = new Set([0x09, 0x0a, 0x0d]);

/** True when the quotation PDF's fonts draw the code point (the generated table, binary search). */
export function caractereImprimivel(codePoint: number): boolean {
  if (CONTROLES_ACEITOS.has(codePoint)) return true;
  let low = 0;
  let high = FAIXAS_IMPRIMIVEIS.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = FAIXAS_IMPRIMIVEIS[middle];
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}

/** The characters of `text` the PDF cannot print, each once, in order (a lone surrogate counts as one). */
export function caracteresNaoImprimiveis(text: string): string[] {
  const found = new Set<string>();
  for (const char of text) if (!caractereImprimivel(char.codePointAt(0)!)) found.add(char);
  return [...found];
}

/**
 * True when every character of `text` prints on the quotation PDF: Latin letters with any accent
 * (Vietnamese, Polish...), Greek, Cyrillic, digits, punctuation and common signs. The one rule for
 * every text the PDF prints (names, address, products, quotation notes), in the API and the forms.
 */
export function textoImprimivel(text: string): boolean {
  return caracteresNaoImprimiveis(text).length === 0;
}

// Invisible or ill-formed characters are named by code point: "U+200B" says more than nothing.
const mostrar = (char: string) =>
  /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char)
    ? char
    : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The rule's message for a field (undefined when it prints, or is not text: other rules say that). A
 * control character or a lone surrogate is no character at all: the API's own "caracteres inválidos".
 */
export function textoImprimivelError(value: unknown, label: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const bad = caracteresNaoImprimiveis(value);
  if (bad.some((char) => /[\p{Cc}\p{Cs}]/u.test(char))) return SERVER_MESSAGES.invalidCharacters;
  return bad.length ? textoNaoImprimivelMessage(label, bad.map(mostrar)) : undefined;
}
