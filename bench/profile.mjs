#!/usr/bin/env node
// node bench/profile.mjs [--customers 20000 --reuse --throughputSeconds 15] [--path /api/Produtos/1]
// CPU profile of the API under load (autocannon, c=32) on one path: the server runs with --cpu-prof,
// the profile is folded into stacks, and docs/desempenho/ gets the flame graph (SVG) and the top frames
// (the full folded stacks are megabytes: .bench-data/cpu-prof/ keeps the raw profile).
import { readdirSync, readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from './lib/args.mjs';
import { ensureBenchAdmin, prepareBenchDatabase, root } from './lib/database.mjs';
import { flameSvg, foldProfile, shares, topFrames } from './lib/flame.mjs';
import { measureThroughput } from './lib/measure.mjs';
import { signIn, startServer } from './lib/server.mjs';

const log = (line) => console.log(`[profile] ${line}`);
const argv = process.argv.slice(2);
const pathAt = argv.indexOf('--path');
const path = pathAt >= 0 ? argv.splice(pathAt, 2)[1] : undefined;
const options = parseArgs(argv, {
  customers: 20_000,
  orders: 4_000,
  products: 1_000,
  logs: 20_000,
  throughputSeconds: 15,
});
// Where a request's CPU goes (docs/desempenho/README.md): each sample in the row of its deepest
// matching frame (flame.mjs `shares`), so the pool under Kysely is pg's and a write is a write.
const CATEGORIES = {
  // The write calls themselves: writev/writeUtf8String on sockets (the answer, the queries),
  // writeBuffer also for the log file.
  'escritas (sockets: resposta HTTP e consultas; arquivo de log)':
    /^(writev|writeUtf8String|writeLatin1String|writeBuffer)$/,
  'ociosa (esperando E/S)': /^\(idle\)$/,
  'coleta de lixo': /^\(garbage_collector\)$/,
  'pg (protocolo, pool, conversão)': /_(pg|pg-protocol|pg-pool|pg-types)\//,
  'Kysely (montar, compilar, executar)': /_kysely\//,
  'helmet (cabeçalhos de segurança)': /_helmet\//,
  'passport + jsonwebtoken': /_(passport|passport-jwt|@nestjs\/passport|jsonwebtoken|jws|jwa)\//,
  'log por requisição': /_(@nestjs\/common\/services\/console-logger|api\/common\/logging\/)/,
  'Express e router (roteamento, `res.json`, ETag)': /_(express|router|finalhandler|send|etag|fresh|body-parser)\//,
  'Nest (contexto de execução, guards, interceptors, pipes)': /_(@nestjs\/core|@nestjs\/common|rxjs)\//,
  'código do app (`apps/api`)': /_api\//,
};
const credentials = { email: 'bench-admin@portal.local', password: 'Bench-senha-forte-7' };

const database = await prepareBenchDatabase(options, log);
const profileDir = join(root, '.bench-data', 'cpu-prof');
rmSync(profileDir, { recursive: true, force: true });
mkdirSync(profileDir, { recursive: true });
try {
  await ensureBenchAdmin(database.url, credentials.email, credentials.password);
  const server = await startServer(database.url, {}, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  let result;
  const target = path ?? '/api/Produtos/1';
  try {
    const token = await signIn(server.base, credentials.email, credentials.password);
    const scenario = { name: target, path: target };
    await measureThroughput(server.base, scenario, token, { concurrency: options.concurrency, seconds: 3 });
    result = await measureThroughput(server.base, scenario, token, {
      concurrency: options.concurrency,
      seconds: options.throughputSeconds,
    });
  } finally {
    await server.stop();
  }
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
  // The measured seconds only: the start-up and the warm-up before them are not the request path.
  const folded = foldProfile(profile, { lastSeconds: options.throughputSeconds });
  const outDir = join(root, 'docs', 'desempenho');
  mkdirSync(outDir, { recursive: true });
  const slug = target
    .replace(/^\/api\//, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  const load = readFileSync('/proc/loadavg', 'utf8').trim();
  const title = `GET ${target}: ${result.rps.toFixed(0)} req/s c=${options.concurrency}, loadavg ${load}`;
  writeFileSync(join(outDir, `flame-${slug}.svg`), flameSvg(folded, title));
  const table = shares(folded, CATEGORIES);
  writeFileSync(join(outDir, `top-${slug}.txt`), `${title}\n\n${table}\n\n${topFrames(folded, 40)}\n`);
  log(title);
  console.log(`${table}\n\n${topFrames(folded, 25)}`);
} finally {
  await database.stop();
}
