import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { runTool } from '../support/run-tool.js';

const REDOCLY = resolve(import.meta.dirname, '../../../../node_modules/@redocly/cli/bin/cli.js');

describe('documento OpenAPI servido', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  beforeAll(async () => (t = await createTestApp()));
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passa no redocly lint (regras recomendadas) sem erros', async () => {
    const doc = await t.http.get('/api/docs-json').expect(200);
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc.body));
    if (process.env.OPENAPI_DUMP)
      writeFileSync(`${process.env.OPENAPI_DUMP}.doc.json`, JSON.stringify(doc.body, null, 1));
    const { stdout, stderr } = await runTool(
      process.execPath,
      [REDOCLY, 'lint', file, '--extends=recommended', '--format=json'],
      { cwd: dir, env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
    const report = JSON.parse(stdout || stderr) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    if (process.env.OPENAPI_DUMP) writeFileSync(process.env.OPENAPI_DUMP, JSON.stringify(report, null, 1));
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
    expect(Object.keys(doc.body.paths).length).toBeGreaterThan(40);
  });
});
