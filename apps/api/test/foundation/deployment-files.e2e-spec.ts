import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

// No Docker engine runs here, so the compose file and the Dockerfile are checked by reading them.
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

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml')) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { db, app } = compose.services;
  const envExample = read('.env.example');

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
  });

  it('wires the database, secret, public URL and SMTP from .env', () => {
    const env = app.environment!;
    expect(env.DATABASE_URL).toBe('postgresql://portal:${POSTGRES_PASSWORD}@db:5432/portal');
    expect(env.NODE_ENV).toBe('production');
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(env.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL:\?/);
    expect(env.SMTP_URL).toMatch(/^\$\{SMTP_URL/);
    expect(db.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });

  it('documents in .env.example every variable the compose file reads', () => {
    const used = [...read('docker-compose.yml').matchAll(/\$\{(\w+)/g)].map((m) => m[1]);
    const documented = new Set([...envExample.matchAll(/^(\w+)=/gm)].map((m) => m[1]));
    expect([...new Set(used)].filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/gim)].map((m) => m[2]);

  it('is multi-stage: build, production dependencies, runtime', () => {
    expect(stages).toEqual(['base', 'build', 'prod-deps', 'runtime']);
    expect(dockerfile).toContain('pnpm install --frozen-lockfile --prod');
  });

  it('runs the compiled server as a non-root user with a health check', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toContain('USER node');
    expect(runtime).toContain('EXPOSE 3000');
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
    expect(runtime).toContain('CMD ["node", "apps/api/dist/main.js"]');
    for (const built of ['packages/shared/dist', 'apps/api/dist', 'apps/web/dist', 'prisma']) {
      expect(runtime).toContain(built);
    }
  });

  it('copies every workspace manifest the lockfile needs', () => {
    const workspaces = ['apps/api', 'apps/web', 'packages/shared'];
    for (const workspace of workspaces) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });
});
