// The generated client, with every call written down (sent body, answer) so the test can hold the
// calls against the document: which fields were sent, which were read, which came back unchanged.
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/schema.js';
import type { Exchange } from '../../support/openapi-coverage.ts';

export type Schemas = components['schemas'];

/** A body sent and the record read back after it, compared field by field by the test. */
export interface RoundTrip {
  schema: keyof Schemas;
  sent: unknown;
  read: unknown;
}

export const exchanges: Exchange[] = [];
export const roundTrips: RoundTrip[] = [];

export function newClient(baseUrl: string) {
  const api = createClient<paths>({ baseUrl });
  const bodies = new Map<string, unknown>();
  api.use({
    async onRequest({ request, id }) {
      const text = await request.clone().text();
      if (text) bodies.set(id, JSON.parse(text) as unknown);
    },
    async onResponse({ request, response, schemaPath, id }) {
      const json = /json/.test(response.headers.get('content-type') ?? '');
      exchanges.push({
        method: request.method.toLowerCase(),
        path: schemaPath,
        status: response.status,
        sent: bodies.get(id),
        received: json ? ((await response.clone().json()) as unknown) : undefined,
      });
      bodies.delete(id);
    },
  });
  return api;
}

export type Api = ReturnType<typeof newClient>;

/** The answer's data, or a thrown error naming the call (the program stops at the first surprise). */
export function ok<T>(what: string, result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) {
    throw new Error(`${what}: ${result.response.status} ${JSON.stringify(result.error)}`);
  }
  return result.data;
}

export function roundTrip<S extends keyof Schemas>(schema: S, sent: Schemas[S], read: unknown): void {
  roundTrips.push({ schema, sent, read });
}

export async function signIn(api: Api, email: string, password: string): Promise<{ Authorization: string }> {
  const login = ok('login', await api.POST('/api/auth/login', { body: { email, password } }));
  return { Authorization: `Bearer ${login.token}` };
}
