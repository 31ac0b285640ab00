import { SERVER_MESSAGES } from '@portal/shared/messages';
import { ApiError } from '@/lib/api-client';

/**
 * The text for a failed call (docs/produto.md §8): the server's error or message, the connection
 * error when the server was not reached, otherwise the screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.message || fallback;
  const body = (error.body ?? {}) as { error?: unknown; message?: unknown };
  const fromServer = [body.error, body.message].some((text) => typeof text === 'string' && text !== '');
  return fromServer ? error.message : fallback;
}

/** The `message` of an answer that carries one, or the fallback. */
export function answerMessage(answer: unknown, fallback: string): string {
  const message = (answer as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** The 409 of a save made from a stale read: someone saved the record after this screen loaded it. */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === SERVER_MESSAGES.registroAlterado;
}
