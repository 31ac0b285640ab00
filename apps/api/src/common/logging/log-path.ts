/**
 * A request's URL as logs show it: the path, without the query string, which may carry a link's
 * token (GET /api/auth/confirm-email, /api/auth/check-reset-token). Logs leave the server (log
 * collectors, support tickets); a working link must not go with them.
 */
export function logPath(url: string): string {
  return url.split('?')[0];
}
