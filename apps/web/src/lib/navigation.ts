// Lets code outside React (the api client) navigate with the app's router.
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

let navigate: Navigate = (to) => window.location.assign(to);
let currentLocation = (): AppLocation => window.location;

/** Called once at start-up with the data router (see main.tsx). */
export function setNavigator(next: Navigate, location: () => AppLocation): void {
  navigate = next;
  currentLocation = location;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigate(to, options);
}

/** Where the user is now, as a path the login page can return to. */
export function currentPath(): string {
  const { pathname, search, hash } = currentLocation();
  return `${pathname}${search}${hash}`;
}

/**
 * Sends the user to /login, remembering the page they were on (the guard's return-to-page) and, when
 * given, what the login page says first (why the session ended).
 */
export function goToLogin(notice?: string): void {
  const from = currentPath();
  // Already there: a second 401 (the page's reload after a refused save) keeps the first one's page and notice.
  if (/^\/login\b/.test(from)) return;
  const remember = !/^\/logout\b/.test(from);
  const state = { ...(remember ? { from } : {}), ...(notice ? { notice } : {}) };
  navigateTo('/login', { replace: true, state: Object.keys(state).length ? state : undefined });
}
