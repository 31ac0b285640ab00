// The image's build stage installs from the package.json files it copies before `pnpm install`; a
// workspace package missing there breaks `docker compose build` (and nothing else shows it, since
// the compose check needs Docker). Run: node --test scripts/dockerfile.test.mjs
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');

test('the Dockerfile copies every workspace package.json before installing', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const install = dockerfile.indexOf('RUN pnpm install');
  assert.ok(install > 0, 'no `RUN pnpm install` in the Dockerfile');
  const copied = dockerfile.slice(0, install);
  const packages = ['apps', 'packages'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .map((name) => `${dir}/${name}/package.json`)
      .filter((path) => existsSync(join(root, path))),
  );
  assert.ok(packages.length >= 4);
  for (const path of packages) assert.match(copied, new RegExp(`COPY ${path} `), `${path} is not copied`);
});
