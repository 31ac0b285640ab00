/** True for the API's own paths (/api and below), as the router sees them: the rest is the web app. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
