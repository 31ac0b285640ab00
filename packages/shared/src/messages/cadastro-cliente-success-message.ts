import { SUCCESS_MESSAGES } from './success-messages.js';

/** Public registration success text followed by the countdown (seconds left). */
export function cadastroClienteSuccessMessage(secondsLeft: number): string {
  return `${SUCCESS_MESSAGES.cadastroClientePrefix}${secondsLeft}`;
}
