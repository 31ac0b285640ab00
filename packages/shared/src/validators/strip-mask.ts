/**
 * Removes mask punctuation ( . - / ( ) ) and whitespace, keeping every other character, so that
 * a letter typed into a numeric field still makes it invalid. Non-strings give ''.
 */
export function stripMask(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s.\-/()]/g, '') : '';
}
