/** True when a message contains the word 'sucesso' (spec: such messages are shown as success). */
export function isSuccessMessage(message: unknown): boolean {
  return typeof message === 'string' && /\bsucesso\b/i.test(message);
}
