import { ERROR_FALLBACKS, SERVER_MESSAGES, httpErrorMessage } from '@portal/shared/messages';
import { goToLogin } from './navigation';
import { clearToken, getToken } from './token';

/** A failed call: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiFetchOptions {
  method?: string;
  body?: unknown;
  /** Undefined, null and empty values are left out of the query string. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Set false to send no JSON content type (docs/produto.md §7: "unless disabled"). */
  json?: boolean;
  signal?: AbortSignal;
}

// Whether this page has sent a token since it loaded (or since its own logout): a 401 after another tab
// signed out (the shared token already gone here) still means this page's session ended, and says so.
let sessionSeen = false;

/** Called by this tab's own logout: a later 401 is not a session that ended under the user. */
export function forgetSession(): void {
  sessionSeen = false;
}

/** The one client for API calls (docs/produto.md §7). */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.json !== false) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (token) sessionSeen = true;

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(ERROR_FALLBACKS.connection, 0);
  }

  const body = await readJson(response);
  if (response.ok) return body as T;

  if (response.status === 401) {
    clearToken();
    // A session that ended mid-use says so on the login page, with the server's reason when it has one.
    goToLogin(sessionSeen ? sessionEndedNotice(body) : undefined);
  } else if (response.status === 403 || response.status === 500) {
    console.error(`${options.method ?? 'GET'} ${path}: HTTP ${response.status}`, body);
  }
  // 403 and 500 are raised too, so a screen never takes a refused save for a success.
  throw new ApiError(errorText(body, response.status), response.status, body);
}

export const SESSION_ENDED = 'Sua sessão terminou. Entre novamente para continuar.';

/** Why a session ended: the server's reason ('Usuário inativo. …'), or that it ended. */
function sessionEndedNotice(body: unknown): string {
  const text = errorText(body, 401);
  return text === SERVER_MESSAGES.unauthenticated || text === httpErrorMessage(401) ? SESSION_ENDED : text;
}

/** docs/produto.md §7: the body's error, else its message, else 'Erro HTTP {status}'. */
export function errorText(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return httpErrorMessage(status);
}

function withQuery(path: string, query: ApiFetchOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
