import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/app-config.js';
import { firstAccessBanner, jwtSecretNote, lanNote, startupWarnings } from './startup-messages.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'startup-'));

describe('start-up messages', () => {
  it('warns of an https PUBLIC_URL without a trusted proxy and of production without SMTP, exactly then', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (https, trust, production, smtp) => {
        const config = loadConfig({
          DATA_DIR: dataDir(),
          PUBLIC_URL: `${https ? 'https' : 'http'}://192.0.2.2:3960`,
          TRUST_PROXY: String(trust),
          ...(production ? { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40) } : {}),
          ...(smtp ? { SMTP_URL: 'smtp://mail.acme.com.br:587' } : {}),
        });
        const warnings = startupWarnings(config).join('\n');
        expect(warnings.includes('PUBLIC_URL é https')).toBe(https && !trust);
        expect(warnings.includes('sem SMTP_URL')).toBe(production && !smtp);
      }),
      { numRuns: 32 },
    );
  });

  it('says where a generated JWT secret went, only the first time', () => {
    const dir = dataDir();
    expect(jwtSecretNote(loadConfig({ DATA_DIR: dir }))).toBe(
      `Segredo JWT gerado (JWT_SECRET não definida) e guardado em ${dir}/jwt-secret: as sessões e a fila de ` +
        'e-mails dependem dele nos próximos reinícios; não apague o arquivo.',
    );
    expect(jwtSecretNote(loadConfig({ DATA_DIR: dir }))).toBeUndefined();
    expect(jwtSecretNote(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'k'.repeat(40) }))).toBeUndefined();
  });

  it('tells how another computer reaches a portal whose PUBLIC_URL is localhost', () => {
    const local = loadConfig({ DATA_DIR: dataDir(), PORT: '3000' });
    expect(lanNote(local, ['192.168.0.10'])).toBe(
      'De outro computador da rede: http://192.168.0.10:3000. Para que os links dos e-mails abram lá também, ' +
        'defina PUBLIC_URL=http://192.168.0.10:3000 (veja o README, "Início rápido").',
    );
    expect(lanNote(local, [])).toBeUndefined();
    expect(lanNote(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://192.168.0.10:3000' }), ['192.168.0.10'])).toBe(
      undefined,
    );
    expect(lanNote(loadConfig({ DATA_DIR: dataDir(), HOST: '127.0.0.1' }), ['192.168.0.10'])).toBeUndefined();
  });

  it('frames the generated password', () => {
    const banner = firstAccessBanner('admin@portal.local', 'J9wgGq7hKvG8kzD17a');
    expect(banner[0]).toBe(banner[4]);
    expect(banner[1]).toBe('PRIMEIRO ACESSO: admin@portal.local / senha: J9wgGq7hKvG8kzD17a');
  });
});
