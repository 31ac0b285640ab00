import type { LoginRequest } from '@portal/shared/dto';
import { LOGIN_MESSAGES } from '@portal/shared/messages';

export type LoginResult = { ok: true; token: string } | { ok: false; message: string };

/**
 * POST /api/Auth/login with the contract's error catalogue (section 8). Not through apiFetch: the login
 * answer needs its own texts (a 401 here is a wrong password, not an expired session).
 */
export async function requestLogin(credentials: LoginRequest): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetch('/api/Auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(credentials),
    });
  } catch {
    return { ok: false, message: LOGIN_MESSAGES.networkError };
  }

  const body = await readJson(response);
  if (body === NOT_JSON) {
    return {
      ok: false,
      message: response.status === 429 ? LOGIN_MESSAGES.tooManyAttempts : LOGIN_MESSAGES.unexpectedResponse,
    };
  }
  const { token, message, error } = (body ?? {}) as { token?: unknown; message?: unknown; error?: unknown };
  if (!response.ok) {
    const text = [message, error].find((value) => typeof value === 'string' && value) as string | undefined;
    return { ok: false, message: text ?? LOGIN_MESSAGES.fallback };
  }
  if (typeof token !== 'string' || !token) return { ok: false, message: LOGIN_MESSAGES.tokenMissing };
  return { ok: true, token };
}

const NOT_JSON = Symbol('not-json');

async function readJson(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return NOT_JSON;
  try {
    return await response.json();
  } catch {
    return NOT_JSON;
  }
}
