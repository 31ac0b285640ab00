// Runs `prisma generate` offline: the CLI only needs PRISMA_SCHEMA_ENGINE_BINARY to point at an
// existing file to skip its engine download (generate never runs that engine).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const api = resolve(here, '..');
const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');

execFileSync(process.execPath, [prismaCli, 'generate', '--config', resolve(api, 'prisma.config.ts')], {
  cwd: api,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
