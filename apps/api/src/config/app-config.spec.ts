import fc from 'fast-check';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidEmail, passwordErrors } from '@portal/shared/validators';
import { ConfigError, loadConfig } from './app-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-'));

describe('loadConfig', () => {
  it('gives working defaults and leaves the JWT secret to the database outside production (ADR 0013)', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.server.port).toBe(3000);
    expect(config.server.publicUrl).toBe('http://localhost:3000');
    expect(config.database.url).toBeUndefined();
    expect(config.auth.jwtTtlSeconds).toBe(8 * 3600);
    expect(config.auth.loginMaxAttempts).toBe(5);
    expect(config.auth.loginWindowSeconds).toBe(900);
    expect(config.admin.email).toBe('admin@portal.local');
    // Read at start from segredo_do_servidor (test/reliability/duas-instancias-um-segredo); no file is made.
    expect(config.auth.jwtSecret).toBe('');
    expect(config.auth.jwtSecretFile).toBe(join(dir, 'jwt-secret'));
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
    const explicit = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'k'.repeat(40) }).auth;
    expect([explicit.jwtSecret, explicit.jwtSecretFile]).toEqual(['k'.repeat(40), undefined]);
  });

  it('lists every problem at once', () => {
    const env = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      JWT_TTL: 'forever',
      TRUST_PROXY: 'talvez',
    };
    let error: ConfigError | undefined;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toEqual([
      'PORT deve ser um número inteiro entre 0 e 65535 (recebido: abc).',
      'TRUST_PROXY deve ser false, true ou o endereço do proxy reverso (vários separados por vírgula): um IP ' +
        '(192.168.0.10, ::1), uma faixa CIDR (172.18.0.0/16) ou loopback (recebido: talvez).',
      'DATABASE_URL deve ser uma URL postgres: ou postgresql: válida (recebido: mysql://x).',
      'JWT_TTL deve ser uma duração como 900, 15m, 8h ou 2d (recebido: forever).',
      'SMTP_URL deve ser uma URL smtp: ou smtps: válida (recebido: http://mail).',
      'JWT_SECRET é obrigatória quando NODE_ENV=production.',
    ]);
  });

  it('waits for a slow mail server as RFC 5321 §4.5.3.2 asks (minutes), unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mail.timeouts).toEqual({
      connectionSeconds: 60,
      greetingSeconds: 300,
      socketSeconds: 600,
    });
    const env = { SMTP_CONNECTION_TIMEOUT: '10s', SMTP_GREETING_TIMEOUT: '30s', SMTP_SOCKET_TIMEOUT: '2m' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...env }).mail.timeouts).toEqual({
      connectionSeconds: 10,
      greetingSeconds: 30,
      socketSeconds: 120,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_SOCKET_TIMEOUT: '0' })).toThrow(
      'SMTP_SOCKET_TIMEOUT deve ser de ao menos 1 segundo (recebido: 0).',
    );
  });

  const problems = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('refuses a first administrator the web login could not use, and sessions of seconds', () => {
    expect(problems({ ADMIN_PASSWORD: 'admin', ADMIN_EMAIL: 'notanemail', JWT_TTL: '8' })).toEqual([
      'JWT_TTL deve ser de ao menos 5 minutos; um número sem unidade conta segundos (recebido: 8, ou seja 8 ' +
        'segundos). Use por exemplo 15m, 8h ou 2d.',
      'ADMIN_EMAIL deve ser um e-mail (recebido: notanemail).',
      'ADMIN_PASSWORD não segue as regras de senha: A senha deve ter ao menos 8 caracteres. ' +
        'A senha deve ter letras e números.',
    ]);
    expect(problems({ ADMIN_PASSWORD: 'Escolhida-pelo-dono-5', ADMIN_EMAIL: 'TI@Acme.com.br', JWT_TTL: '5m' })).toEqual(
      [],
    );
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_TTL: '300' }).auth.jwtTtlSeconds).toBe(300);
  });

  it('ADMIN_PASSWORD and ADMIN_EMAIL follow the shared validators, whatever the value', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 16 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        (pw, email) => {
          fc.pre(pw.trim() === pw && email.trim() === email);
          const found = problems({ ADMIN_PASSWORD: pw, ADMIN_EMAIL: email });
          expect(found.some((p) => p.startsWith('ADMIN_PASSWORD'))).toBe(passwordErrors(pw).length > 0);
          expect(found.some((p) => p.startsWith('ADMIN_EMAIL'))).toBe(!isValidEmail(email.toLowerCase()));
          // A refused password is never echoed: its line is the rules' own messages, nothing of the value
          // (a password such as 'ctor' can still stand in the e-mail's line, or 'senha' in the rules' text).
          const line = found.find((p) => p.startsWith('ADMIN_PASSWORD'));
          if (line) expect(line).toBe(`ADMIN_PASSWORD não segue as regras de senha: ${passwordErrors(pw).join(' ')}`);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('JWT_TTL: below 5 minutes is refused, in any unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.constantFrom('', 's', 'm', 'h'), (amount, unit) => {
        const seconds = amount * { '': 1, s: 1, m: 60, h: 3600 }[unit]!;
        const found = problems({ JWT_TTL: `${amount}${unit}` });
        expect(found.length > 0).toBe(seconds < 300);
      }),
      { numRuns: 100 },
    );
  });

  it('rejects a short JWT secret', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'curto' })).toThrow(
      'JWT_SECRET deve ter ao menos 32 caracteres.',
    );
  });

  it('gives the quotations and the issuing company working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.quotes).toEqual({ validityDays: 15 });
    expect(config.company).toEqual({
      name: 'Portal de Cotações',
      cnpj: undefined,
      address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
      phone: '(11) 4000-0000',
      email: 'contato@portal.local',
      logoFile: undefined,
    });
    expect(config.server.logFormat).toBe('text');
  });

  it('reads the company and the log format, and says what is wrong with them', () => {
    const env = {
      DATA_DIR: dataDir(),
      QUOTE_VALIDITY_DAYS: '30',
      COMPANY_NAME: 'ACME Ltda',
      COMPANY_CNPJ: '11.222.333/0001-81',
      COMPANY_EMAIL: 'Vendas@Acme.com.br',
      LOG_FORMAT: 'JSON',
    };
    const config = loadConfig(env);
    expect(config.quotes.validityDays).toBe(30);
    expect(config.company).toMatchObject({
      name: 'ACME Ltda',
      cnpj: '11.222.333/0001-81',
      email: 'vendas@acme.com.br',
    });
    expect(config.server.logFormat).toBe('json');
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).server.logFormat,
    ).toBe('json');

    const bad = {
      DATA_DIR: dataDir(),
      QUOTE_VALIDITY_DAYS: '0',
      COMPANY_CNPJ: '11.222.333/0001-00',
      COMPANY_EMAIL: 'vendas',
      COMPANY_LOGO_FILE: '/nao/existe.png',
      LOG_FORMAT: 'xml',
    };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'LOG_FORMAT deve ser json ou text (recebido: xml).',
        'QUOTE_VALIDITY_DAYS deve ser um número inteiro entre 1 e 365 (recebido: 0).',
        'COMPANY_EMAIL deve ser um e-mail.',
        'COMPANY_CNPJ deve ser um CNPJ válido (recebido: 11.222.333/0001-00).',
        'COMPANY_LOGO_FILE não existe (recebido: /nao/existe.png).',
      ]);
    }
  });
});
