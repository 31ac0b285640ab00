import { typingReport } from '../support/openapi-typing.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Doc = Record<string, unknown> & { components: { schemas: Record<string, Record<string, unknown>> } };

// Issue 28, finding 6: a client generated from the document must be able to send and read every
// field. The walk covers the whole served document, so a new DTO with an untyped field fails here.
describe('documento OpenAPI: todo schema tem tipo', () => {
  let t: TestApp;
  let document: Doc;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http.get('/api/docs-json').expect(200)).body as Doc;
  });
  afterAll(() => t?.close());

  it('nenhuma propriedade, parâmetro, corpo ou resposta sem tipo', () => {
    expect(typingReport(document).problems).toEqual([]);
  });

  it('os objetos livres são só os declarados de propósito (conteúdo varia por registro)', () => {
    // The audit entry's data (keys vary by action), the personal-data file (rows of each table) and an
    // order's copy of its accepted revision (the quotation's fields as they were then, issue 29).
    expect(typingReport(document).freeForm.sort()).toEqual(
      [
        '#/components/schemas/LogEntryDto/properties/data',
        '#/components/schemas/PedidoDetalheDto/properties/cotacao',
        '#/components/schemas/UltimoLogDto/properties/data',
        '#/paths/~1api~1meusdados~1exportar/get/responses/200/content/application~1json/schema/properties/tabelas/additionalProperties/items',
        '#/paths/~1api~1Clientes~1{id}~1dados-pessoais/get/responses/200/content/application~1json/schema/properties/tabelas/additionalProperties/items',
      ].sort(),
    );
  });

  it('os ids ignorados dos corpos são inteiros anuláveis, como o cliente web os envia', () => {
    for (const name of ['ClienteInputDto', 'ProdutoInputDto', 'UsuarioInternoInputDto', 'CotacaoInputDto']) {
      const properties = document.components.schemas[name].properties as Record<string, unknown>;
      expect([name, properties.id]).toEqual([name, expect.objectContaining({ type: 'integer', nullable: true })]);
    }
  });

  // The walk itself must be able to fail: each kind of hole, put into a copy of the document.
  it.each([
    ['objeto sem propriedades', { type: 'object', nullable: true }, 'objeto sem propriedades nem tipo'],
    ['sem type', { description: 'texto?' }, 'sem type'],
    ['lista sem items', { type: 'array' }, 'lista sem items'],
    ['lista de objetos vazios', { type: 'array', items: { type: 'object' } }, 'items: objeto sem propriedades'],
    ['type null de OpenAPI 3.1', { type: ['string', 'null'] }, 'não existe em OpenAPI 3.0'],
    ['enum de outro tipo', { type: 'number', enum: ['1'] }, 'enum ["1"] não é number'],
    ['$ref perdido', { $ref: '#/components/schemas/NaoExiste' }, 'que não existe'],
  ])('acusa %s', (_name, property, message) => {
    const bent = structuredClone(document);
    const produto = bent.components.schemas.ProdutoInputDto as { properties: Record<string, unknown> };
    produto.properties.descricao = property;
    expect(typingReport(bent).problems).toEqual([
      expect.stringMatching(
        new RegExp(`^#/components/schemas/ProdutoInputDto/properties/descricao.*${escape(message)}`),
      ),
    ]);
  });

  it('acusa uma resposta JSON sem tipo', () => {
    const bent = structuredClone(document) as Doc & { paths: Record<string, Record<string, { responses: unknown }>> };
    const get = bent.paths['/api/Produtos/{id}'].get;
    get.responses = { 200: { description: 'x', content: { 'application/json': { schema: { type: 'object' } } } } };
    expect(typingReport(bent).problems).toEqual([
      '#/paths/~1api~1Produtos~1{id}/get/responses/200/content/application~1json/schema: objeto sem propriedades nem tipo',
    ]);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
