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

  it('TRUST_PROXY=true says, at every start, that it now means the proxy on this machine', () => {
    for (const value of ['true', '1']) {
      const warnings = startupWarnings(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }));
      expect(warnings).toEqual([
        'TRUST_PROXY=true: o IP do cliente (X-Forwarded-For) e o HTTPS (X-Forwarded-Proto) só valem nas conexões ' +
          'vindas desta máquina (127.0.0.1, ::1); até a versão anterior valiam vindos de qualquer endereço. Se o ' +
          'proxy reverso roda em outro computador, defina TRUST_PROXY com o endereço dele (p. ex. ' +
          'TRUST_PROXY=192.168.0.10); para não ver este aviso, escreva o endereço em vez de true ' +
          '(TRUST_PROXY=loopback para um proxy nesta máquina).',
      ]);
    }
    const config = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' });
    config.server.trustProxy!.addresses.push('172.18.0.3/16');
    expect(startupWarnings(config)[0]).toContain(
      'desta máquina (127.0.0.1, ::1) e das redes deste contêiner (172.18.0.3/16);',
    );
    expect(startupWarnings(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback' }))).toEqual([]);
  });

  it('warns when TRUST_PROXY trusts whole ranges and other computers reach the port, exactly then', () => {
    const warnings = (trustProxy: string, host = '0.0.0.0') =>
      startupWarnings(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: trustProxy, HOST: host }));
    expect(warnings('192.168.0.0/16, loopback, uniquelocal')).toEqual([
      'TRUST_PROXY confia em faixas inteiras (192.168.0.0/16, uniquelocal) e o portal atende outros computadores ' +
        '(HOST=0.0.0.0): um computador dessas faixas que abra a porta diretamente escolhe o próprio IP ' +
        '(X-Forwarded-For) e escapa do limite de tentativas de login. Dê só o endereço do proxy ' +
        '(p. ex. TRUST_PROXY=192.168.0.10) ou deixe a porta só para ele (HOST=127.0.0.1).',
    ]);
    expect(warnings('10.0.0.0/8', '192.168.0.5')).toHaveLength(1);
    expect(warnings('10.0.0.0/8', '::')).toHaveLength(1);
    for (const host of ['127.0.0.1', '::1', 'localhost']) expect(warnings('10.0.0.0/8', host)).toEqual([]);
    for (const single of ['192.168.0.10', '192.168.0.10/32', 'fd00::2', 'loopback', '127.0.0.0/8, ::1'])
      expect(warnings(single)).toEqual([]);
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
