import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';
import { maskUrl } from './secret-mask.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-'));
// What `openssl rand -base64 24` and a person's own choice put in a password, and a few more.
const TRICKY = 'a/b+c@d#e%f:g?h&i=j [k]\'"~';
const password = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter((p) => !p.includes('\0'));

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('database settings without escaping', () => {
  it('composes an encoded URL from DATABASE_HOST/PORT/USER/PASSWORD/NAME', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_HOST: 'db',
      DATABASE_USER: 'portal',
      DATABASE_PASSWORD: TRICKY,
      DATABASE_NAME: 'portal',
    });
    const url = new URL(config.database.url!);
    expect([url.hostname, url.port, url.username, url.pathname]).toEqual(['db', '5432', 'portal', '/portal']);
    expect(decodeURIComponent(url.password)).toBe(TRICKY);
  });

  it('any password survives the round trip through the URL', () => {
    fc.assert(
      fc.property(
        password,
        fc.constantFrom('db', '10.0.0.5', '::1'),
        fc.integer({ min: 1, max: 65535 }),
        (p, host, port) => {
          const url = loadConfig({
            DATA_DIR: dataDir(),
            DATABASE_HOST: host,
            DATABASE_PORT: String(port),
            DATABASE_PASSWORD: p,
          }).database.url!;
          const parsed = new URL(url);
          expect(decodeURIComponent(parsed.password)).toBe(p);
          expect(parsed.port).toBe(port === 5432 ? '' : String(port));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps DATABASE_URL working, and refuses it together with DATABASE_HOST', () => {
    const url = 'postgresql://portal:s3nha@db:5432/portal';
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url }).database.url).toBe(url);
    expect(problems({ DATABASE_URL: url, DATABASE_HOST: 'db' })).toEqual([
      'Defina DATABASE_URL ou DATABASE_HOST (com DATABASE_USER, DATABASE_PASSWORD...), não ambas.',
    ]);
    expect(problems({ DATABASE_PASSWORD: 'x' })).toEqual(['DATABASE_PASSWORD só vale(m) com DATABASE_HOST definida.']);
  });

  it('never prints the password of a DATABASE_URL or SMTP_URL it refuses', () => {
    fc.assert(
      fc.property(
        password.filter((p) => p.length >= 4 && /[/@#?]/.test(p)),
        (p) => {
          const found = problems({
            DATABASE_URL: `postgresql://portal:${p}@db:5432/portal`,
            SMTP_URL: `ftp://u:${p}@mail`,
          });
          for (const problem of found) expect(problem).not.toContain(p);
        },
      ),
      { numRuns: 60 },
    );
    expect(problems({ DATABASE_URL: 'postgresql://portal:ab/cd@db:5432/portal' })).toEqual([
      'DATABASE_URL deve ser uma URL postgres: ou postgresql: válida (recebido: postgresql://portal:***@db:5432/portal).',
    ]);
  });

  it('maskUrl hides the whole password, whatever it holds', () => {
    fc.assert(
      fc.property(password, (p) => {
        expect(maskUrl(`postgresql://portal:${p}@db:5432/portal`)).toBe('postgresql://portal:***@db:5432/portal');
      }),
      { numRuns: 200 },
    );
    expect(maskUrl('postgresql://db:5432/portal')).toBe('postgresql://db:5432/portal');
  });
});

describe('placeholders from .env.example are refused by name', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(48) };

  it('names POSTGRES_PASSWORD, PUBLIC_URL and JWT_SECRET, in Portuguese, all at once', () => {
    const found = problems({
      ...production,
      DATABASE_HOST: 'db',
      DATABASE_PASSWORD: 'troque-esta-senha',
      PUBLIC_URL: 'https://portal.example.com.br',
      JWT_SECRET: 'curto',
    });
    expect(found).toEqual([
      'JWT_SECRET deve ter ao menos 32 caracteres.',
      'POSTGRES_PASSWORD (a senha do banco) ainda é a do exemplo do .env.example: escolha outra, p. ex. `openssl rand -base64 24`.',
      'PUBLIC_URL aponta para um domínio de exemplo (portal.example.com.br): use o endereço que as pessoas abrem, p. ex. http://192.168.0.10:3000 ou https://portal.suaempresa.com.br.',
    ]);
    expect(found.join('\n')).not.toContain('troque-esta-senha');
  });

  it('refuses the example password inside a DATABASE_URL too', () => {
    expect(problems({ DATABASE_URL: 'postgresql://portal:troque-esta-senha@db:5432/portal' })[0]).toMatch(
      /^POSTGRES_PASSWORD /,
    );
  });

  it('refuses every example domain and accepts real ones', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
    const suffix = fc.constantFrom(
      'example.com',
      'example.com.br',
      'example.org',
      'example.net',
      'exemplo.com.br',
      'example',
    );
    fc.assert(
      fc.property(
        fc.option(label, { nil: undefined }),
        suffix,
        fc.constantFrom('http', 'https'),
        (sub, domain, scheme) => {
          const host = sub ? `${sub}.${domain}` : domain;
          expect(problems({ PUBLIC_URL: `${scheme}://${host}` })).toEqual([
            expect.stringMatching(/^PUBLIC_URL aponta/),
          ]);
        },
      ),
      { numRuns: 100 },
    );
    for (const url of [
      'http://192.168.0.10:3000',
      'https://portal.acme.com.br',
      'https://examples.com',
      'http://localhost:3000',
    ]) {
      expect(problems({ PUBLIC_URL: url })).toEqual([]);
    }
  });
});
