import { jsonResponse } from './jwt';

/** One request the code under test sent: method, URL and its JSON body parsed (or the raw text). */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** What a route answers: a whole Response, or a JSON body with its status (200 when left out). */
export type Answer = Response | { status?: number; body: unknown };
export type Routes = Record<string, (request: SentRequest) => Answer | Promise<Answer>>;

function sent(input: RequestInfo | URL, init?: RequestInit): SentRequest {
  const text = typeof init?.body === 'string' ? init.body : undefined;
  let body: unknown = text;
  try {
    body = text === undefined ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: the raw text is what was sent.
  }
  return { method: init?.method ?? 'GET', url: String(input), body };
}

async function route(routes: Routes, request: SentRequest): Promise<Response> {
  const key = `${request.method} ${request.url}`;
  const handler =
    routes[key] ??
    Object.entries(routes).find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)))?.[1];
  if (!handler) return jsonResponse({ message: `sem rota ${key}` }, 404);
  const answer = await handler(request);
  return answer instanceof Response ? answer : jsonResponse(answer.body, answer.status ?? 200);
}

/**
 * Replaces the global fetch in each test of the calling describe (or file) and puts it back after.
 * - `fetchMock` is a vi.fn: queue answers with `mockResolvedValueOnce` and read `mock.calls`;
 * - or pass `routes` (read at each request, so a test may change them): keys are 'GET /api/Ufs', or a
 *   prefix ending in '*'; a request no route knows answers 404 naming it;
 * - `requests` lists every request sent (method, url, parsed body), for the test to assert on.
 */
export function stubFetch(routes?: () => Routes) {
  const fetchMock = vi.fn<typeof fetch>();
  const requests: SentRequest[] = [];
  beforeEach(() => {
    fetchMock.mockReset();
    requests.length = 0;
    if (routes) fetchMock.mockImplementation((input, init) => route(routes(), sent(input, init)));
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(sent(input, init));
      return fetchMock(input, init);
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  return { fetchMock, requests };
}
