/**
 * The 400 of a free text with bidirectional controls (U+202E...): the field and the controls found
 * (by code point, they are invisible).
 */
export function controleDeDirecaoMessage(label: string, codigos: readonly string[]): string {
  return `${label} tem caracteres que invertem a direção do texto, que não são aceitos: ${codigos.join(' ')}.`;
}
