import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { insertCliente } from '@portal/test-support';
import { setNow } from '../cotacoes/cotacoes-helpers.js';
import { coverage, roundTripDifferences, type Document, type Exchange } from '../support/openapi-coverage.js';
import { mismatchesOf } from '../support/openapi-check.js';
import { runTool } from '../support/run-tool.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser, createTestApp, type TestApp } from '../support/test-app.js';

const CLIENT_DIR = resolve(import.meta.dirname, 'client');
const GENERATED = join(CLIENT_DIR, 'generated');
const BIN = (path: string) => resolve(import.meta.dirname, '../../node_modules', path);

// The back-office and quotation routes (the personal-data ones have their own tests).
const IN_SCOPE =
  /^\/api\/(clientes|produtos|usuariosinternos|cotacoes|minhas-cotacoes|pedidos|meus-pedidos)(?!.*\/(anonimizar|dados-pessoais|acessos))/i;
// Sent but not answered under the same name: the id comes from the route, versao is bumped by the save.
const ROUND_TRIP = { ignored: ['id', 'versao'], renamed: { motivo: 'motivoRecusa' } };

interface Output {
  busca: unknown;
  exchanges: Exchange[];
  roundTrips: { schema: string; sent: unknown; read: unknown }[];
}

// A consumer's view: types generated from the served document, a program compiled against them
// (tsc) and run against a listening server. It must be able to send every field of every input and
// read every field of the answers (issue 28, finding 6: a bare `object` made a description unsendable).
// contrato.ts, compiled with it, holds the generated types to the shared ones the web uses.
describe('cliente TypeScript gerado do documento OpenAPI', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let baseUrl: string;
  let document: Document;
  let output: Output;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PIX_KEY: 'financeiro@exemplo.com.br',
      PIX_MERCHANT_NAME: 'Distribuidora Exemplo',
      PIX_MERCHANT_CITY: 'Sao Paulo',
    });
    setNow(t.app, '2026-11-24T15:00:00Z');
    const server = t.app.getHttpServer() as import('node:http').Server;
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    rmSync(GENERATED, { recursive: true, force: true });
  });

  it('gera os tipos, compila o programa e ele percorre cadastros e cotações', async () => {
    const admin = await insertUser(t.db, 'ADMIN', { name: 'Alice Administradora' });
    await t.db.query(`UPDATE users SET phone_number = '11912345678' WHERE id = $1`, [admin.id]);
    const ana = await insertCliente(t.db, {
      nome: 'Ana Consumidora da API',
      cpf: '52998224725',
      email_faturamento: 'ana@exemplo.com.br',
    });
    const login = await insertUser(t.db, 'CLIENTE', { clienteId: ana.id, name: 'Ana Consumidora' });
    // A company whose order carries every fiscal field (issue 29).
    const empresa = await insertCliente(t.db, {
      tipo_pessoa: 'pj',
      nome: 'Compradora Gerada',
      razao_social: 'COMPRADORA GERADA LTDA',
      ie: '110042490114',
      email_faturamento: 'nf@compradora.com.br',
      telefone: '1133334444',
      complemento: 'Sala 4',
    });
    const comprador = await insertUser(t.db, 'CLIENTE', { clienteId: empresa.id, name: 'Caio Comprador' });
    document = (await t.http.get('/api/docs-json').expect(200)).body as Document;
    mkdirSync(GENERATED, { recursive: true });
    writeFileSync(join(GENERATED, 'openapi.json'), JSON.stringify(document));

    const generate = await runTool(process.execPath, [
      BIN('openapi-typescript/bin/cli.js'),
      join(GENERATED, 'openapi.json'),
      '--output',
      join(GENERATED, 'schema.d.ts'),
    ]);
    expect(generate.code).toBe(0);
    const compile = await runTool(process.execPath, [BIN('typescript/bin/tsc'), '-p', CLIENT_DIR]);
    expect(compile.stdout + compile.stderr).toBe('');
    expect(compile.code).toBe(0);

    const run = await runTool(process.execPath, [join(CLIENT_DIR, 'program.ts')], {
      cwd: CLIENT_DIR,
      env: {
        BASE_URL: baseUrl,
        EMAIL: admin.email,
        PASSWORD: admin.password,
        NOME: 'consumidora',
        CLIENTE_ID: String(ana.id),
        CLIENTE_EMAIL: login.email,
        CLIENTE_PASSWORD: login.password,
        EMPRESA_ID: String(empresa.id),
        EMPRESA_EMAIL: comprador.email,
        EMPRESA_PASSWORD: comprador.password,
      },
    });
    expect(run.stderr).toBe('');
    output = JSON.parse(run.stdout) as Output;
    // What the calls set off went out: the contact's invitation, the quotation to the customer.
    await smtp.drained(t.db);
    const to = smtp.messages.flatMap((mail) => mail.to);
    expect(to).toEqual(expect.arrayContaining(['gil@gerada.com.br', login.email, 'ana@exemplo.com.br']));
    expect(output.busca).toEqual({
      totalCount: 1,
      nome: 'Ana Consumidora da API',
      cpf: '52998224725',
      tipo: 'pf',
      missingStatus: 404,
      missingMessage: expect.stringMatching(/\S/),
    });
    // Generating, compiling (tsc) and running take ~15 s on a quiet machine; far more on a loaded one.
  }, 120_000);

  it('toda resposta que o programa recebeu confere com o documento', () => {
    const answers = output.exchanges.map((e) => ({ ...e, url: e.path, type: 'application/json', body: e.received }));
    expect(mismatchesOf(answers.filter((a) => a.received !== undefined))).toEqual([]);
    expect(output.exchanges.length).toBeGreaterThan(40);
  });

  it('chamou toda rota de cadastros e cotações (menos CSV e PDF), com todo campo de toda entrada (e null nos anuláveis)', () => {
    const covered = coverage(document, output.exchanges, IN_SCOPE);
    expect(covered.notCalled).toEqual([]);
    expect(covered.notSent).toEqual([]);
    // The list itself comes from the document: a new input DTO joins it (and must be covered) by itself.
    expect(covered.inputs).toEqual(
      expect.arrayContaining(['ClienteInputDto', 'CotacaoInputDto', 'CotacaoItemInputDto', 'ProdutoInputDto']),
    );
  });

  it('leu todo campo de toda resposta preenchido ao menos uma vez', () => {
    expect(coverage(document, output.exchanges, IN_SCOPE).notRead).toEqual([]);
  });

  it('o que foi enviado volta igual, campo a campo', () => {
    const differences = output.roundTrips.flatMap((pair, i) =>
      roundTripDifferences(pair.sent, pair.read, `${pair.schema}#${i}`, ROUND_TRIP),
    );
    expect(differences).toEqual([]);
    // Every input component the calls reached has a round trip (its lines inside the quotation's).
    const { inputs } = coverage(document, output.exchanges, IN_SCOPE);
    const tried = new Set(output.roundTrips.map((pair) => pair.schema));
    expect(inputs.filter((name) => !tried.has(name) && name !== 'CotacaoItemInputDto')).toEqual([]);
  });

  // The checks themselves must be able to fail: the program's own record, bent one way at a time.
  it('as verificações acusam uma rota não chamada, um campo nunca lido e um valor que não voltou', () => {
    const semRecusa = output.exchanges.filter((e) => !e.path.endsWith('/recusar'));
    expect(coverage(document, semRecusa, IN_SCOPE).notCalled).toEqual(['POST /api/minhas-cotacoes/{id}/recusar']);
    const semTelefone = output.exchanges.map((e) =>
      e.received && typeof e.received === 'object' && 'vendedorTelefone' in e.received
        ? { ...e, received: { ...e.received, vendedorTelefone: null } }
        : e,
    );
    expect(coverage(document, semTelefone, IN_SCOPE).notRead).toEqual([
      'CotacaoDto.vendedorTelefone nunca lido preenchido',
    ]);
    const semNulo = output.exchanges.map((e) =>
      e.method === 'post' && e.path === '/api/Produtos' ? { ...e, sent: { ...(e.sent as object), preco: 1 } } : e,
    );
    expect(coverage(document, semNulo, IN_SCOPE).notSent).toEqual(['ProdutoInputDto.preco nunca enviado null']);
    const { sent, read } = output.roundTrips.find((pair) => pair.schema === 'CotacaoInputDto')!;
    const itens = (read as { itens: object[] }).itens.map((item) => ({ ...item, descontoPercentual: 12 }));
    expect(roundTripDifferences(sent, { ...(read as object), itens }, 'c', ROUND_TRIP)).toEqual([
      'c.itens[0].descontoPercentual: enviado 10, lido 12',
      'c.itens[1].descontoPercentual: enviado 0, lido 12',
    ]);
  });
});
