import { ENTITIES } from '../support/entities.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Parameter {
  name: string;
  in: string;
  schema?: { enum?: unknown[] };
}

function entityPaths({ path, csv }: (typeof ENTITIES)[number]): [string, string[]][] {
  const paths: [string, string[]][] = [
    [`/api/${path}`, ['get', 'post']],
    [`/api/${path}/{id}`, ['get', 'put', 'delete']],
  ];
  if (csv) paths.push([`/api/${path}/export`, ['get']]);
  return paths;
}

describe('OpenAPI', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a browsable UI at /api/docs to anonymous callers', async () => {
    const page = await t.http.get('/api/docs').expect(200);
    expect(page.text).toContain('swagger-ui');
    expect(page.headers['content-type']).toContain('text/html');
    const init = await t.http.get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain('/api/Clientes');
    await t.http.get('/api/docs/swagger-ui-bundle.js').expect(200);
  });

  it('serves the document at /api/docs-json with every back-office endpoint and its parameters', async () => {
    const { body } = await t.http.get('/api/docs-json').expect(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, methods] of Object.entries({
      '/api/Clientes': ['get', 'post'],
      '/api/Clientes/{id}': ['get', 'put', 'delete'],
      '/api/clientes/{id}/pedidos': ['get'],
      '/api/Clientes/{id}/usuarios': ['get', 'post'],
      '/api/Clientes/{id}/usuarios/{userId}': ['delete'],
      '/api/Clientes/{id}/destinatarios': ['get'],
      '/api/logs': ['get'],
      '/api/cnpj/consulta-cnpj/{cnpj}': ['get'],
      // Each back-office entity's own paths (its <module>.entity.ts).
      ...Object.fromEntries(ENTITIES.flatMap(entityPaths)),
    })) {
      expect(Object.keys(body.paths[path] ?? {})).toEqual(expect.arrayContaining(methods));
    }
    const params: Parameter[] = body.paths['/api/Clientes'].get.parameters;
    expect(params.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'tipo_pessoa',
        'id',
        'nome',
        'doc',
        'email_faturamento',
        'uf',
        'cidade',
        'statusfiltro',
        'page',
        'pageSize',
        'sortField',
        'sortDirection',
      ]),
    );
    expect(params.find((p) => p.name === 'sortField')?.schema?.enum).toEqual(
      expect.arrayContaining(['nome', 'doc', 'cidade']),
    );
    expect(params.find((p) => p.name === 'pageSize')?.schema?.enum).toEqual([15, 30, 50]);
    const input = body.components.schemas.ClienteInputDto;
    expect(Object.keys(input.properties)).toEqual(
      expect.arrayContaining(['tipo_pessoa', 'nome', 'razao_social', 'cpf', 'cnpj', 'isento_ie', 'cep', 'uf']),
    );
    expect(body.components.schemas.ClientePageDto.properties).toHaveProperty('totalCount');
  });

  it('does not open any API route', async () => {
    await t.http.get('/api/Clientes').expect(401);
    await t.http.get('/api/logs').expect(401);
  });
});
