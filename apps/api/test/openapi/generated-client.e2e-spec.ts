import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { insertCliente } from '@portal/test-support';
import { insertUser, createTestApp, type TestApp } from '../support/test-app.js';
import { runTool } from '../support/run-tool.js';

const CLIENT_DIR = resolve(import.meta.dirname, 'client');
const GENERATED = join(CLIENT_DIR, 'generated');
const BIN = (path: string) => resolve(import.meta.dirname, '../../node_modules', path);

// A consumer's view: types generated from the served document, a program compiled against them
// (tsc) and run against a listening server.
describe('cliente TypeScript gerado do documento OpenAPI', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    const server = t.app.getHttpServer() as import('node:http').Server;
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(GENERATED, { recursive: true, force: true });
  });

  it('gera os tipos, compila o programa e ele entra, busca clientes e lê um', async () => {
    const user = await insertUser(t.db, 'COMERCIAL');
    await insertCliente(t.db, {
      nome: 'Ana Consumidora da API',
      cpf: '52998224725',
      email_faturamento: 'ana@exemplo.com.br',
    });
    const document = await t.http.get('/api/docs-json').expect(200);
    mkdirSync(GENERATED, { recursive: true });
    writeFileSync(join(GENERATED, 'openapi.json'), JSON.stringify(document.body));

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
      env: { BASE_URL: baseUrl, EMAIL: user.email, PASSWORD: user.password, NOME: 'consumidora' },
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      totalCount: 1,
      nome: 'Ana Consumidora da API',
      cpf: '52998224725',
      tipo: 'pf',
      missingStatus: 404,
      missingMessage: expect.stringMatching(/\S/),
    });
  });
});
