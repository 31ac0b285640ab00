// The whole test command: lint, types, unit tests, API integration tests, browser tests. It stops at
// the first failing step (a red lint need not wait for the browser tests). `--fast` (npm run
// test:fast) runs lint, types and unit tests only. Each runner prints its own report; the last
// line adds them up, and a run with no test fails.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const COUNT_PATTERNS = [
  // Jest: "Tests:       3 failed, 40 passed, 43 total"
  { runner: 'jest', re: /^Tests:\s+(.*)\s+total$/m },
  // Vitest: "      Tests  558 passed (558)" / "Tests  1 failed | 557 passed (558)"
  { runner: 'vitest', re: /^\s*Tests\s+(.*)\(\d+\)\s*$/m },
];

function parseCounts(output) {
  for (const { re } of COUNT_PATTERNS) {
    // eslint-disable-next-line no-control-regex -- strips ANSI colours
    const match = re.exec(output.replace(/\x1b\[[0-9;]*m/g, ''));
    if (!match) continue;
    const number = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(match[1])?.[1] ?? 0);
    return { passed: number('passed'), failed: number('failed'), skipped: number('skipped') + number('todo') };
  }
  return undefined;
}

function step(label, command, args, cwd, { buffered = false } = {}) {
  return new Promise((resolve) => {
    if (!buffered) console.log(`\n▶ ${label}`);
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (!buffered) sink.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.on('close', (code) => {
      // A step run beside another prints its report whole when it ends, so the two never interleave.
      if (buffered) process.stdout.write(`\n▶ ${label}\n${output}`);
      resolve({ label, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

// The checks that only read files (lint, format, types) are one single-threaded process each: two run
// at a time on the two cores instead of one after the other. Marked 'together' below.
const CHECKS_AT_ONCE = 2;

async function runTogether(batch) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < batch.length) {
      const index = next++;
      const [label, command, args, cwd] = batch[index];
      results[index] = await step(label, command, args, cwd, { buffered: true });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHECKS_AT_ONCE, batch.length) }, worker));
  return results;
}

export async function runTests({ root, fast = false }) {
  const bin = (pkg, path) => `${root}/${pkg}/node_modules/${path}`;
  const node = process.execPath;
  // The fast tier is the edit-test loop: lint, format and types reuse what the last run learned
  // (files unchanged since are not checked again). The full run always checks from scratch.
  const cache = (name, ...args) =>
    (fast ? args : []).map((arg) => arg.replace('CACHE', `${root}/node_modules/.cache/${name}`));
  const tsc = (pkg) => [
    bin(pkg, 'typescript/bin/tsc'),
    '-p',
    'tsconfig.json',
    '--noEmit',
    ...cache(`tsc/${pkg.replace('/', '-')}.tsbuildinfo`, '--incremental', '--tsBuildInfoFile', 'CACHE'),
  ];
  const steps = [
    [
      'lint (eslint)',
      node,
      [
        `${root}/node_modules/eslint/bin/eslint.js`,
        '.',
        '--max-warnings=0',
        ...cache('eslint/', '--cache', '--cache-location', 'CACHE'),
      ],
      root,
      'fast',
      'together',
    ],
    [
      'formato (prettier)',
      node,
      [
        `${root}/node_modules/prettier/bin/prettier.cjs`,
        '--check',
        '.',
        '--log-level=warn',
        ...cache('prettier/.cache', '--cache', '--cache-location', 'CACHE'),
      ],
      root,
      'fast',
      'together',
    ],
    ['tipos: api', node, tsc('apps/api'), `${root}/apps/api`, 'fast', 'together'],
    ['tipos: web', node, tsc('apps/web'), `${root}/apps/web`, 'fast', 'together'],
    ['tipos: shared', node, tsc('packages/shared'), `${root}/packages/shared`, 'fast', 'together'],
    [
      'lint: camadas (regras que devem disparar), Dockerfile, caminhos citados nos docs e nomes de arquivo',
      node,
      [
        '--test',
        `${root}/scripts/lint-layers.test.mjs`,
        `${root}/scripts/dockerfile.test.mjs`,
        `${root}/scripts/docs-paths.test.mjs`,
        `${root}/scripts/file-names.test.mjs`,
      ],
      root,
      'full',
      'together',
    ],
    ['unidade: shared (vitest)', node, [bin('packages/shared', 'vitest/vitest.mjs'), 'run'], `${root}/packages/shared`],
    ['unidade: web (vitest)', node, [bin('apps/web', 'vitest/vitest.mjs'), 'run'], `${root}/apps/web`],
    [
      'api: integração (jest + PostgreSQL)',
      node,
      ['--experimental-vm-modules', bin('apps/api', 'jest/bin/jest.js')],
      `${root}/apps/api`,
      'full',
    ],
    [
      'web: navegador (playwright + chromium)',
      node,
      [bin('apps/web', 'vitest/vitest.mjs'), 'run', '--config', 'vitest.e2e.config.ts'],
      `${root}/apps/web`,
      'full',
    ],
  ];
  const planned = steps.filter(([, , , , tier]) => !(fast && tier === 'full'));
  const results = [];
  for (let i = 0; i < planned.length;) {
    let end = i + 1;
    if (planned[i][5] === 'together') while (planned[end]?.[5] === 'together') end++;
    const batch = planned.slice(i, end);
    const done =
      batch.length > 1 ? await runTogether(batch) : [await step(batch[0][0], batch[0][1], batch[0][2], batch[0][3])];
    results.push(...done);
    i = end;
    if (done.some((result) => result.code !== 0)) break;
  }
  const notRun = planned.slice(results.length);

  let passed = 0;
  let failed = 0;
  let skipped = 0;
  console.log('\nResumo:');
  for (const result of results) {
    const counts = parseCounts(result.output);
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped;
    }
    const mark = result.code === 0 ? '✓' : '✗';
    const detail = counts ? ` ${counts.passed} passaram, ${counts.failed} falharam` : '';
    console.log(`  ${mark} ${result.label} (${result.seconds.toFixed(1)} s)${detail}`);
  }
  for (const [label] of notRun) console.log(`  - ${label} (não rodou: um passo anterior falhou)`);
  const broken = results.filter((result) => result.code !== 0);
  if (passed === 0) console.error('Nenhum teste rodou: isso é uma falha.');
  if (skipped > 0) console.error(`${skipped} testes pulados: isso é uma falha.`);
  console.log(`Total: ${passed} passed, ${failed} failed`);
  process.exit(broken.length || passed === 0 || skipped > 0 ? 1 : 0);
}

// `node scripts/test-steps.mjs --fast`: the fast tier straight, without the build of `npm test`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runTests({ root: join(import.meta.dirname, '..'), fast: process.argv.includes('--fast') });
}
