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

  it('says where the generated JWT secret is kept, and when an older file lost to the database', () => {
    const file = '/dados/jwt-secret';
    expect(jwtSecretNote('gerado', file)).toBe(
      'Segredo JWT gerado (JWT_SECRET não definida) e guardado no banco de dados (tabela segredo_do_servidor): ' +
        'as sessões e a fila de e-mails dependem dele, e todas as instâncias do portal neste banco usam o mesmo. ' +
        'Um backup do banco o contém; para guardá-lo à parte, defina JWT_SECRET.',
    );
    expect(jwtSecretNote('adotado', file)).toContain(`Segredo JWT de ${file} copiado para o banco de dados`);
    expect(jwtSecretNote('banco-difere-do-arquivo', file)).toContain(`O segredo JWT em ${file} difere`);
    expect(jwtSecretNote('banco', file)).toBeUndefined();
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
