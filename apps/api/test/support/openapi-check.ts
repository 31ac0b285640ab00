import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type TestAgent from 'supertest/lib/agent.js';

// The served OpenAPI document is the contract: every answer the API tests receive through a test
// app's `http` is checked against it (status declared for the operation, JSON body matches its
// schema). Mismatches fail the test that received them (afterEach in stop-servers.ts).

type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
export interface Received {
  method: string;
  url: string;
  status: number;
  type: string;
  body: unknown;
}

const VERBS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

let documentPromise: Promise<Schema> | undefined;
let routes: { method: string; pattern: RegExp; params: number; operation: Operation; path: string }[] = [];
let ajv: Ajv;
const validators = new WeakMap<Schema, ValidateFunction>();
const received: Received[] = [];

/** OpenAPI 3.0 to JSON Schema: `nullable` becomes a null alternative, objects are closed. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const { nullable, example: _example, ...rest } = node as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(rest)) {
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, toJsonSchema(v)]))
        : toJsonSchema(value);
  }
  if (typeof out.$ref === 'string') out.$ref = out.$ref.replace('#/components/', 'openapi#/components/');
  // A field the server sends but the document omits is drift too (a generated client cannot see it).
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return nullable ? { anyOf: [out, { type: 'null' }] } : out;
}

/** Fetches the document once per test file (the first test app), before any test answer is checked. */
export function loadOpenApi(http: TestAgent): Promise<Schema> {
  documentPromise ??= (async () => {
    const response = await http.get('/api/docs-json');
    if (response.status !== 200) throw new Error(`/api/docs-json respondeu ${response.status}`);
    const document = response.body as Schema & { paths: Record<string, Record<string, Operation>>; components: Schema };
    ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
    ajv.addSchema({ $id: 'openapi', components: toJsonSchema(document.components) });
    routes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method,
        path,
        operation,
        params: (path.match(/\{/g) ?? []).length,
        // Express matches case-insensitively and ignores a trailing slash.
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i'),
      })),
    );
    routes.sort((a, b) => a.params - b.params);
    return document;
  })();
  return documentPromise;
}

/** The agent of a test app, with every answer recorded for the check. */
export function checkedAgent(agent: TestAgent): TestAgent {
  for (const verb of VERBS) {
    const original = agent[verb].bind(agent);
    (agent as unknown as Record<string, unknown>)[verb] = (url: string, ...rest: unknown[]) => {
      const test = (original as (url: string, ...rest: unknown[]) => ReturnType<TestAgent['get']>)(url, ...rest);
      test.on('response', (res: { status: number; type: string; body: unknown }) => {
        // A test's own .parse() (CSV exports) leaves a JSON error as text.
        const { body } = res;
        const parsed = typeof body === 'string' || Buffer.isBuffer(body) ? safeJson(String(body)) : body;
        received.push({ method: verb, url, status: res.status, type: res.type, body: parsed });
      });
      return test;
    };
  }
  return agent;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function problem(answer: Received): string | undefined {
  const path = new URL(answer.url, 'http://x').pathname;
  if (!/^\/api\//i.test(path) || /^\/api\/docs/i.test(path)) return undefined;
  const route = routes.find((r) => r.method === answer.method && r.pattern.test(path));
  if (!route) return answer.status === 404 ? undefined : `${answer.status} de uma rota fora do documento`;
  const declared = route.operation.responses[String(answer.status)] ?? route.operation.responses.default;
  if (!declared) return `status ${answer.status} não declarado em ${route.method.toUpperCase()} ${route.path}`;
  if (!/json/.test(answer.type)) return undefined;
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return `${answer.status} JSON sem schema em ${route.method.toUpperCase()} ${route.path}`;
  const key = `${route.method} ${route.path} ${answer.status}`;
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(toJsonSchema(schema) as Schema)));
  if (validate(answer.body)) return undefined;
  return `corpo fora do schema de ${key}: ${ajv.errorsText(validate.errors)} — ${JSON.stringify(answer.body).slice(0, 300)}`;
}

/** The mismatches among the answers received since the last call (empty when all agree). */
export async function openApiMismatches(): Promise<string[]> {
  const answers = received.splice(0);
  if (!documentPromise) return [];
  await documentPromise;
  return mismatchesOf(answers);
}

/** The same check for answers received elsewhere (a generated client's calls); the document must be loaded. */
export function mismatchesOf(answers: Received[]): string[] {
  return answers.flatMap((answer) => {
    const text = problem(answer);
    return text ? [`${answer.method.toUpperCase()} ${answer.url} -> ${text}`] : [];
  });
}
