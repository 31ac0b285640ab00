import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-'));

describe('loadConfig', () => {
  it('gives working defaults and keeps a generated JWT secret in DATA_DIR outside production', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.server.port).toBe(3000);
    expect(config.server.publicUrl).toBe('http://localhost:3000');
    expect(config.database.url).toBeUndefined();
    expect(config.auth.jwtTtlSeconds).toBe(8 * 3600);
    expect(config.auth.loginMaxAttempts).toBe(5);
    expect(config.auth.loginWindowSeconds).toBe(900);
    expect(config.admin.email).toBe('admin@portal.local');
    expect(config.auth.jwtSecret).toBe(readFileSync(join(dir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).auth.jwtSecret).toBe(config.auth.jwtSecret);
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
      'TRUST_PROXY deve ser true ou false (recebido: talvez).',
      'DATABASE_URL deve ser uma URL postgres: ou postgresql: válida (recebido: mysql://x).',
      'JWT_TTL deve ser uma duração como 900, 15m, 8h ou 2d (recebido: forever).',
      'SMTP_URL deve ser uma URL smtp: ou smtps: válida (recebido: http://mail).',
      'JWT_SECRET é obrigatória quando NODE_ENV=production.',
    ]);
  });

  it('rejects a short JWT secret', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'curto' })).toThrow(
      'JWT_SECRET deve ter ao menos 32 caracteres.',
    );
  });
});
