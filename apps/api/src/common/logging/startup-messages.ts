import type { AppConfig } from '../../config/app-config.js';

// What the person who just ran `npm start` needs to read, worded for them. The lines that matter most
// are logged last, after Nest's own start-up lines, so they are what the terminal shows.

/** Where the JWT secret came from, when the portal made it (no JWT_SECRET): worth one line at start. */
export function jwtSecretNote(config: AppConfig): string | undefined {
  const file = config.auth.jwtSecretFile;
  if (!file?.generated) return undefined;
  return (
    `Segredo JWT gerado (JWT_SECRET não definida) e guardado em ${file.path}: as sessões e a fila de ` +
    'e-mails dependem dele nos próximos reinícios; não apague o arquivo.'
  );
}

/** Settings that let the portal start but not work as the person expects. */
export function startupWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  const { publicUrl, trustProxy, production } = config.server;
  if (publicUrl.startsWith('https:') && !trustProxy)
    warnings.push(
      `PUBLIC_URL é https (${publicUrl}), mas o portal serve HTTP e TRUST_PROXY não está ligado: os ` +
        'cabeçalhos de HTTPS (HSTS) não são enviados. Atrás de um proxy reverso com TLS, defina ' +
        'TRUST_PROXY=true; sem proxy, use PUBLIC_URL=http://... (é a base dos links dos e-mails).',
    );
  if (production && !config.mail.smtpUrl)
    warnings.push(
      `NODE_ENV=production sem SMTP_URL: nenhum e-mail é enviado; cada mensagem vira um arquivo .eml em ` +
        `${config.mail.outboxDir}. Defina SMTP_URL (README, "E-mail (SMTP)").`,
    );
  return warnings;
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
