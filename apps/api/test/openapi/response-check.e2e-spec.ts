import { loadOpenApi, openApiMismatches } from '../support/openapi-check.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

// The check in stop-servers.ts fails a test whose answer disagrees with the document; here the
// document is bent on purpose to prove that each kind of disagreement is caught.
describe('verificação das respostas contra o documento OpenAPI', () => {
  let t: TestApp;
  let health: { responses: Record<string, unknown> };
  let original: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp();
    health = ((await loadOpenApi(t.http)) as unknown as Doc).paths['/api/health'].get;
    original = { ...health.responses };
  });
  afterEach(() => (health.responses = { ...original }));
  afterAll(() => t?.close());

  it('aceita uma resposta declarada', async () => {
    await t.http.get('/api/health').expect(200);
    expect(await openApiMismatches()).toEqual([]);
  });

  it('acusa um status que a operação não declara', async () => {
    delete health.responses['200'];
    await t.http.get('/api/health').expect(200);
    expect(await openApiMismatches()).toEqual([expect.stringContaining('status 200 não declarado em GET /api/health')]);
  });

  it('acusa um campo que o schema não tem', async () => {
    const schema = { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] };
    health.responses['200'] = { content: { 'application/json': { schema } } };
    await t.http.get('/api/Health/').expect(200);
    expect(await openApiMismatches()).toEqual([expect.stringContaining('must NOT have additional properties')]);
  });

  it('acusa um JSON sem schema', async () => {
    health.responses['200'] = { description: 'sem schema' };
    await t.http.get('/api/health').expect(200);
    expect(await openApiMismatches()).toEqual([expect.stringContaining('JSON sem schema')]);
  });
});
