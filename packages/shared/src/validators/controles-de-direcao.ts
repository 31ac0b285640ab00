import { controleDeDirecaoMessage } from '../messages/controle-de-direcao-message.js';

/**
 * The bidirectional embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069): invisible,
 * they reorder what staff read in a page or an e-mail ("Trojan Source": "gpj.exe" shown as "exe.jpg").
 * No free text of the portal needs them; the marks U+200E/U+200F, which reorder nothing, are not here.
 */
const CONTROLES_DE_DIRECAO = /[\u202a-\u202e\u2066-\u2069]/g;

/** The bidirectional controls of `text`, each once, in order, as code points ("U+202E"). */
export function controlesDeDirecao(text: string): string[] {
  const found = new Set(text.match(CONTROLES_DE_DIRECAO) ?? []);
  return [...found].map((char) => `U+${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The rule of every free text the portal keeps (questions and answers on a quotation, Fale conosco,
 * reasons, contact and staff names): the field's message when it has bidirectional controls,
 * undefined otherwise or when it is not text (other rules say that). Fields the quotation PDF prints
 * refuse them already (textoImprimivel).
 */
export function textoLivreError(value: unknown, label: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const found = controlesDeDirecao(value);
  return found.length ? controleDeDirecaoMessage(label, found) : undefined;
}
