import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { childEnv } from '../support/server-process.js';

// `npm run bench`, `npm run load`, `npm run bench:pdf` and bench/cpu.mjs at a tiny size, so neither can
// rot. No timing assertions: the figures come from the full-size runs.
const ROOT = resolve(import.meta.dirname, '../../../..');

function run(script: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve(ROOT, script), ...args], {
      cwd: ROOT,
      env: childEnv({ DATABASE_URL: process.env.TEST_ADMIN_DATABASE_URL! }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => done({ code, output }));
  });
}

const SMALL = ['--customers', '3000', '--orders', '300', '--products', '60', '--logs', '3000'];
// A quarter second of throughput per scenario: enough requests at concurrency 4 for a req/s figure and
// the errors column, a quarter of the time of the 1 s it was (25 scenarios, twice for the health floor).
const SHORT = ['--requests', '3', '--warmup', '1', '--throughputSeconds', '0.25', '--concurrency', '4'];
const VERDICT = '(PASS|MISS)';
const PASS_OR_MISS = `${VERDICT}$`;
const escape = (text: string) => text.replace(/[{}()/.]/g, '\\$&');

describe('benchmark and load commands (small size)', () => {
  it('bench measures every scenario through the API and as raw SQL, without errors', async () => {
    const { code, output } = await run('bench/run.mjs', [...SMALL, ...SHORT]);
    expect({ code, tail: code === 0 ? '' : output.slice(-3000) }).toEqual({ code: 0, tail: '' });
    const rows = output
      .split('\n')
      .filter((line) => /^(clientes|produtos|usuários|logs|cotações|sugestões|GET|PDF|login)/.test(line))
      // Table rows only: the targets printed under the table also start with a scenario's name.
      .filter((line) => /\s{2,}[\d.]+\s{2,}/.test(line));
    // 17 scenarios of the back-office (with Produtos/{id} and /api/health beside a bare server), 8 of
    // quotations (four searches: names of 3, 4 and 5+ letters and status + period; one by id, the PDF,
    // two suggestions).
    expect(rows).toHaveLength(25);
    expect(output).not.toContain('undefined');
    for (const row of rows) {
      const cells = row.trim().split(/\s{2,}/);
      // API/SQL and the same without the bare server's c=1 latency, req/s, the load average while it was
      // measured, the errors, the load average at the start and the last comparable run's figures.
      expect({ row: cells[0], errors: cells[9], sql: cells[4] }).toEqual({
        row: cells[0],
        errors: '0',
        // Every row runs SQL; the cached session check's is the barrier on the LISTEN connection
        // (SELECT 1 AS notificacoes_em_dia), not the session query.
        sql: expect.stringMatching(/^\d+\.\d\d$/),
      });
    }
    // The PDF downloads with /api/health measured meanwhile: health latency and the downloads' rate.
    expect(output).toMatch(/\/api\/health durante downloads do PDF +[\d.]+ +[\d.]+ +[\d.]+ +- +- +- +\d+ +[\d. ]+ +0 /);
    // The targets under the table: API/SQL per by-id scenario and /api/health against a bare server.
    for (const name of ['GET /api/Clientes/{id}', 'GET /api/Produtos/{id}', 'GET /api/Cotacoes/{id} (50 linhas)']) {
      expect(output).toMatch(
        new RegExp(
          `^${escape(name)}: API/SQL [\\d.]+ \\(meta <= 2\\) ${VERDICT} \\(latência a c=1: API [\\d.]+ ms, SQL [\\d.]+ ms; Node http \\+ pg sem framework [\\d.]+ ms = [\\d.]+\\)$`,
          'm',
        ),
      );
      // By throughput too: the request's own SQL replayed at c=N beside the API's round, and that SQL behind a
      // frameworkless Node server (the floor), every figure printed.
      expect(output).toMatch(
        new RegExp(
          `^${escape(name)}: API/SQL [\\d.]+ \\(meta <= 2\\) ${VERDICT} \\(vazão: SQL direto [1-9]\\d*/s, API [1-9]\\d* req/s, Node http \\+ pg sem framework [1-9]\\d* req/s = SQL/piso [\\d.]+; loadavg [\\d. ]+\\)$`,
          'm',
        ),
      );
    }
    expect(output).toMatch(new RegExp(`^GET /api/health: .* mais lento \\(meta <= 3x\\) ${PASS_OR_MISS}`, 'm'));
    // The report written beside: the same rows (and the health-during-PDF row) and targets, in Markdown.
    const report = readFileSync(/Resultados em (.+\.md)$/m.exec(output)![1], 'utf8');
    const reportRows = report.split('\n').filter((line) => line.startsWith('| ') && !/^\| (cenário|---)/.test(line));
    expect(reportRows.map((line) => line.split(' | ')[0].slice(2))).toEqual([
      ...rows.slice(0, 21).map((row) => row.split(/\s{2,}/)[0]),
      '/api/health durante downloads do PDF',
      ...rows.slice(21).map((row) => row.split(/\s{2,}/)[0]),
    ]);
    expect(report).toMatch(new RegExp(`^- GET /api/health: .* ${PASS_OR_MISS}`, 'm'));
  }, 240_000);

  it('--only ignores case and runs the quotation scenarios with the editor suggestions, beside the run before', async () => {
    const { code, output } = await run('bench/run.mjs', [...SMALL, '--reuse', '--only', 'COT', ...SHORT]);
    expect({ code, tail: code === 0 ? '' : output.slice(-3000) }).toEqual({ code: 0, tail: '' });
    const rows = output
      .split('\n')
      .filter((line) => /^(cotações|sugestões|GET|PDF|\/api\/health)/.test(line) && /\s{2,}[\d.]+\s{2,}/.test(line));
    expect(rows.map((row) => row.split(/\s{2,}/)[0].replace(/"[^"]*"/, '"…"'))).toEqual([
      'cotações cliente nome "…"',
      'cotações cliente nome "…"',
      'cotações cliente nome "…"',
      expect.stringMatching(/^cotações status \w+ \+ 60 dias$/),
      'GET /api/Cotacoes/{id} (50 linhas)',
      'PDF da cotação (50 linhas)',
      '/api/health durante downloads do PDF',
      'sugestões clientes "…"',
      'sugestões produtos "…"',
    ]);
    // The first test's run has the same sizes and concurrency: its figures print in the last column.
    for (const row of rows) expect(row.split(/\s{2,}/).at(-1)).toMatch(/^[\d.]+ \/ [\d.]+ \/ ([\d.]+|-) \/ \d+$/);
    // Beside a comparable run, the by-id target compares req/s with it.
    expect(output).toMatch(
      new RegExp(
        `^GET /api/Cotacoes/\\{id\\} \\(50 linhas\\): .* vs a rodada anterior .* \\(meta >= 2x\\) ${PASS_OR_MISS}`,
        'm',
      ),
    );
  }, 240_000);

  it('bench/ab.mjs compares two builds in interleaved pairs, the bare server beside /api/health', async () => {
    // The same build on both sides: only that the command runs and prints every figure is checked.
    const { code, output } = await run('bench/ab.mjs', [
      ...SMALL,
      ...SHORT,
      '--reuse',
      '--baseline',
      'apps/api/dist',
      '--pairs',
      '2',
    ]);
    expect({ code, tail: code === 0 ? '' : output.slice(-3000) }).toEqual({ code: 0, tail: '' });
    const titles = output
      .split('\n')
      .filter((line) => /^GET .* \(2 pares de 0.25 s, carga [\d. ]+ -> [\d. ]+\)$/.test(line));
    expect(titles.map((line) => line.replace(/ \(2 pares.*/, ''))).toEqual([
      'GET /api/Clientes/{id}',
      'GET /api/Produtos/{id}',
      'GET /api/health',
      'GET /api/Cotacoes/{id} (50 linhas)',
    ]);
    const figures = String.raw`[\d.]+ req/s, c=1 [\d.]+ ms`;
    expect(output).toMatch(
      new RegExp(`^  apps/api/dist ${figures} \\| apps/api/dist ${figures} \\| Node http nu ${figures}$`, 'm'),
    );
    expect(output.match(/por par: mediana [\d.]+x \([\d. ]+\); erros 0 \/ 0$/gm)).toHaveLength(4);
  }, 240_000);

  it('bench:migrations applies the quotation index migration under reads and writes, lock waits printed', async () => {
    const { code, output } = await run('bench/migrations.mjs', [
      ...SMALL,
      ...['--migration', '20261127040000', '--clients', '4'],
    ]);
    expect({ code, tail: code === 0 ? '' : output.slice(-3000) }).toEqual({ code: 0, tail: '' });
    const report = JSON.parse(output.slice(output.indexOf('{\n'), output.lastIndexOf('}') + 1));
    expect(report).toMatchObject({ errors: 0, longestLockWaitMs: expect.any(Number) });
    expect(report.migrations[0]).toMatchObject({ name: '20261127040000_cotacoes_status_periodo_cobertura' });
    expect(report.statements).toBeGreaterThan(0);
    // One of the 4 clients edits quotations' lines as the API's PUT does (the triggers on cotacao_itens).
    expect(report.linesEdits).toBeGreaterThan(0);
    expect(output).toMatch(/maior espera por lock: \d+ ms \(meta < 1000 ms\)/);
  }, 240_000);

  it('bench/cpu.mjs prints req/s and the CPU per request of the API and of PostgreSQL for each path', async () => {
    const paths = ['/api/health', '/api/Cotacoes?cliente=con&page=1&pageSize=15'];
    const { code, output } = await run('bench/cpu.mjs', [
      ...SMALL,
      ...['--reuse', '--rounds', '1', '--throughputSeconds', '0.5', '--concurrency', '4'],
      ...paths.flatMap((path) => ['--path', path]),
    ]);
    expect({ code, tail: code === 0 ? '' : output.slice(-3000) }).toEqual({ code: 0, tail: '' });
    const rows = [...output.matchAll(/^\[cpu\] (\{.*\})$/gm)].map((m) => JSON.parse(m[1]));
    expect(rows.map((row) => row.path)).toEqual(paths);
    for (const row of rows) {
      expect(row).toMatchObject({ round: 1, errors: 0 });
      expect(row.rps).toBeGreaterThan(0);
      expect(row.apiUsPerRequest).toBeGreaterThan(0);
    }
    // The health check answers without SQL; the search runs it on the server's backends.
    expect(rows[1].postgresUsPerRequest).toBeGreaterThan(0);
  }, 240_000);

  it('load finds every acknowledged write in the database', async () => {
    const { code, output } = await run('bench/load.mjs', [...SMALL, '--reuse', '--clients', '4', '--seconds', '2']);
    expect({ code, tail: code === 0 ? '' : output.slice(-3000) }).toEqual({ code: 0, tail: '' });
    const report = JSON.parse(output.slice(output.indexOf('{\n')));
    expect(report.writesChecked).toMatchObject({ missing: 0, wrong: 0, duplicated: 0, withoutAudit: 0 });
    expect(report.writesChecked.checked).toBeGreaterThan(0);
    expect(report.errorsOutsideOutage).toBe(0);
  }, 240_000);

  it('bench:pdf prints /api/health latency while clients download a quotation PDF', async () => {
    const { code, output } = await run('bench/pdf.mjs', [
      '--clients',
      '3',
      '--lines',
      '40',
      '--seconds',
      '1',
      '--idle',
      '0.5',
    ]);
    expect({ code, tail: code === 0 ? '' : output.slice(-3000) }).toEqual({ code: 0, tail: '' });
    expect(output).toMatch(/\/api\/health com 3 downloads: +p50 [\d.]+ ms, p99 [\d.]+ ms/);
    expect(output).toMatch(/downloads por status: +\{"200":\d+\}/);
  }, 240_000);
});
