import type { AppConfig } from '../../config/app-config.js';
import { isRange } from '../../config/trust-proxy.js';
import type { OrigemDoSegredo } from '../../database/segredo-gerado.js';

// What the person who just ran `npm start` needs to read, worded for them. The lines that matter most
// are logged last, after Nest's own start-up lines, so they are what the terminal shows.

/**
 * What the operator should know about the key the portal keeps in the database when JWT_SECRET is not
 * set (ADR 0013): said once, when this start wrote it, or when an older DATA_DIR/jwt-secret lost to it.
 */
export function jwtSecretNote(origem: OrigemDoSegredo, file: string): string | undefined {
  const shared = 'todas as instâncias do portal neste banco usam o mesmo';
  switch (origem) {
    case 'gerado':
      return (
        'Segredo JWT gerado (JWT_SECRET não definida) e guardado no banco de dados (tabela ' +
        `segredo_do_servidor): as sessões e a fila de e-mails dependem dele, e ${shared}. ` +
        'Um backup do banco o contém; para guardá-lo à parte, defina JWT_SECRET.'
      );
    case 'adotado':
      return (
        `Segredo JWT de ${file} copiado para o banco de dados (tabela segredo_do_servidor): ${shared}, ` +
        'e as sessões e a fila de e-mails continuam valendo. O arquivo não é mais necessário.'
      );
    case 'banco-difere-do-arquivo':
      return (
        `O segredo JWT em ${file} difere do guardado no banco de dados (tabela segredo_do_servidor): vale ` +
        `o do banco, pois ${shared}. Sessões abertas e e-mails na fila desta instância cifrados com o do ` +
        'arquivo não valem mais (a partida diz quantos e-mails). Apague o arquivo para não ver este aviso.'
      );
    case 'banco':
      return undefined;
  }
}

/** Settings that let the portal start but not work as the person expects. */
export function startupWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  const { publicUrl, trustProxy, production } = config.server;
  if (publicUrl.startsWith('https:') && !trustProxy)
    warnings.push(
      `PUBLIC_URL é https (${publicUrl}), mas o portal serve HTTP e TRUST_PROXY não está ligado: os ` +
        'cabeçalhos de HTTPS (HSTS) não são enviados. Atrás de um proxy reverso com TLS, defina ' +
        'TRUST_PROXY=true (proxy nesta máquina) ou o endereço do proxy; sem proxy, use PUBLIC_URL=http://... ' +
        '(é a base dos links dos e-mails).',
    );
  warnings.push(...trustProxyWarnings(config));
  if (production && !config.mail.smtpUrl)
    warnings.push(
      `NODE_ENV=production sem SMTP_URL: nenhum e-mail é enviado; cada mensagem vira um arquivo .eml em ` +
        `${config.mail.outboxDir}. Defina SMTP_URL (README, "E-mail (SMTP)").`,
    );
  return warnings;
}

/**
 * TRUST_PROXY=true changed meaning (probe 7, F2): from any address to the proxy on this machine; an
 * upgrade whose proxy runs on another computer learns it here. And ranges trusted while the port is
 * open on every interface: a computer in them reaching the port directly still writes its own IP.
 */
function trustProxyWarnings(config: AppConfig): string[] {
  const { trustProxy, host } = config.server;
  if (!trustProxy) return [];
  if (trustProxy.fromTrue) {
    const [, ...networks] = trustProxy.addresses;
    const container = networks.length ? ` e das redes deste contêiner (${networks.join(', ')})` : '';
    return [
      `TRUST_PROXY=true: o IP do cliente (X-Forwarded-For) e o HTTPS (X-Forwarded-Proto) só valem nas conexões ` +
        `vindas desta máquina (127.0.0.1, ::1)${container}; até a versão anterior valiam vindos de qualquer ` +
        'endereço. Se o proxy reverso roda em outro computador, defina TRUST_PROXY com o endereço dele ' +
        '(p. ex. TRUST_PROXY=192.168.0.10); para não ver este aviso, escreva o endereço em vez de true ' +
        '(TRUST_PROXY=loopback para um proxy nesta máquina).',
    ];
  }
  const ranges = trustProxy.addresses.filter(isRange);
  const onlyThisMachine = host === 'localhost' || host === '::1' || host.startsWith('127.');
  if (!ranges.length || onlyThisMachine) return [];
  return [
    `TRUST_PROXY confia em faixas inteiras (${ranges.join(', ')}) e o portal atende outros computadores ` +
      `(HOST=${host}): um computador dessas faixas que abra a porta diretamente escolhe o próprio IP ` +
      '(X-Forwarded-For) e escapa do limite de tentativas de login. Dê só o endereço do proxy ' +
      '(p. ex. TRUST_PROXY=192.168.0.10) ou deixe a porta só para ele (HOST=127.0.0.1).',
  ];
}

/**
 * Opened only on this machine (PUBLIC_URL on localhost, listening on every interface): how another
 * computer of the office reaches it, and that e-mailed links need PUBLIC_URL to say so.
 */
export function lanNote(config: AppConfig, lanAddresses: string[]): string | undefined {
  const { publicUrl, host, port } = config.server;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(publicUrl).hostname);
  if (!local || !['0.0.0.0', '::'].includes(host) || !lanAddresses.length) return undefined;
  const urls = lanAddresses.map((address) => `http://${address}:${port}`).join(' ou ');
  return (
    `De outro computador da rede: ${urls}. Para que os links dos e-mails abram lá também, ` +
    `defina PUBLIC_URL=http://${lanAddresses[0]}:${port} (veja o README, "Início rápido").`
  );
}

/** The generated password of the first administrator, framed, as the last lines of the start. */
export function firstAccessBanner(email: string, password: string): string[] {
  const rule = '='.repeat(72);
  return [
    rule,
    `PRIMEIRO ACESSO: ${email} / senha: ${password}`,
    'A senha vale para um acesso: no login o portal pede uma senha nova, sua.',
    `Perdeu? portal usuarios:redefinir-senha ${email} (fora do Docker: npm run portal -- usuarios:...).`,
    rule,
  ];
}
