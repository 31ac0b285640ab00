/** True when a message contains the word 'sucesso' (docs/produto.md §8: such messages are shown as success). */
export function isSuccessMessage(message: unknown): boolean {
  return typeof message === 'string' && /\bsucesso\b/i.test(message);
}
