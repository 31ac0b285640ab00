import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  TEST_DATA,
  type ServerProcess,
} from '../support/server-process.js';
import { createTestApp, insertUser, tokenFor, type TestApp } from '../support/test-app.js';

const ROWS = 100_000;
const HEAP_CAP_MB = 64;
const ARTIFACTS = resolve(import.meta.dirname, '../../../../artifacts');

/** VmRSS and VmHWM (peak RSS) of a process, in MB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Downloads a URL counting its lines without keeping the body. */
function download(url: string, token: string) {
  return new Promise<{ lines: number; bytes: number; ms: number }>((done, fail) => {
    const started = performance.now();
    let lines = 0;
    let bytes = 0;
    http
      .get(url, { headers: { Authorization: `Bearer ${token}` } }, (response) => {
        if (response.statusCode !== 200) fail(new Error(`HTTP ${response.statusCode}`));
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
        });
        response.on('end', () => done({ lines, bytes, ms: performance.now() - started }));
      })
      .on('error', fail);
  });
}

// The real server (dist/main.js) in its own process over this test's database, so its memory is
// measured alone: VmHWM is the kernel's record of its peak resident memory.
describe(`CSV export of ${ROWS.toLocaleString('pt-BR')} customers (server process)`, () => {
  let t: TestApp;
  let server: ServerProcess;
  let token: string;
  let base: string;
  const dataDir = mkdtempSync(join(TEST_DATA, 'export-volume-'));

  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(t.app, await insertUser(t.db, 'COMERCIAL'), 'COMERCIAL');
    await t.db.query(
      `INSERT INTO clientes (tipo_pessoa, nome, cpf, email_faturamento, status, cep, logradouro, numero, bairro, cidade, uf)
       SELECT 'pf', 'Cliente Volume ' || i, lpad(i::text, 11, '0'), 'volume' || i || '@exemplo.com.br', true,
              '01310100', 'AVENIDA PAULISTA', '1000', 'BELA VISTA', 'SÃO PAULO', 'SP'
         FROM generate_series(1, $1::int) i`,
      [ROWS],
    );
    const port = await freePort();
    server = await startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: t.config.database.url!,
      JWT_SECRET: t.config.auth.jwtSecret,
      // A JS heap too small to hold the file or its rows: an export that buffered them would crash
      // the server with 'heap out of memory' instead of finishing.
      NODE_OPTIONS: `--max-old-space-size=${HEAP_CAP_MB}`,
    });
    base = `http://127.0.0.1:${port}`;
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('streams every row (header + 100k lines) in memory that does not grow with the row count', async () => {
    const pid = server.child.pid!;
    // Warm up (the first request compiles the code paths), then take the baseline.
    await download(`${base}/api/Clientes/export?id=1`, token);
    const before = memoryOf(pid);
    // ids starting with 1: 11,112 rows.
    const small = await download(`${base}/api/Clientes/export?nome=${encodeURIComponent('Volume 1')}`, token);
    expect(small.lines).toBe(11_112 + 1);
    const afterSmall = memoryOf(pid);
    const result = await download(`${base}/api/Clientes/export?sortField=nome`, token);
    const after = memoryOf(pid);
    expect(result.lines).toBe(ROWS + 1);
    // The proof of streaming is the heap cap: buffering 100k rows would crash the server. Resident
    // memory also holds freed Buffers until V8 collects them and what malloc keeps, and how much
    // depends on the Node version and the machine's load, so it is a figure, with only a bound far
    // under what 100k rows held at once would take.
    const smallGrowth = afterSmall.peak - before.rss;
    const growth = after.peak - before.rss;
    expect(growth).toBeLessThan(150);
    expect(server.child.exitCode).toBeNull();
    const figures = {
      rows: ROWS,
      megabytes: +(result.bytes / 2 ** 20).toFixed(1),
      seconds: +(result.ms / 1000).toFixed(2),
      serverRssBeforeMb: +before.rss.toFixed(1),
      serverPeakRssMb: +after.peak.toFixed(1),
      serverPeakGrowthMb: +growth.toFixed(1),
      serverPeakGrowthFor11kRowsMb: +smallGrowth.toFixed(1),
      serverHeapCapMb: HEAP_CAP_MB,
    };
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(resolve(ARTIFACTS, 'export-100k.json'), `${JSON.stringify(figures, null, 2)}\n`);
  }, 120_000);
});
