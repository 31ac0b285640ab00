import { Logger, type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { parse } from 'node:querystring';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { proxyTrust } from './config/trust-proxy.js';
import { createValidationPipe } from './common/http/validation.pipe.js';
import type { CountingExpressAdapter, HandlersInFlight } from './common/http/handlers-in-flight.js';
import { LeanExpressAdapter } from './common/http/lean-express-adapter.js';
import { jsonBody } from './common/http/json-body.js';
import { nfcText } from './common/http/nfc-text.js';
import { avisoDeProxySemConfianca } from './common/http/proxy-sem-confianca.js';
import { requestContext } from './common/http/request-context.js';
import { serveWebApp } from './common/http/web-app.js';
import { securityHeaders } from './common/security/security-headers.js';
import { setupOpenApi } from './modules/openapi/setup-openapi.js';

export interface CreateAppOptions {
  logger?: LoggerService | LogLevel[] | false;
}

/** Builds the whole HTTP application (API under /api plus the web app) without listening. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  // Without JWT_SECRET the start reads the key from the database first (main.ts, ADR 0013): never sign with ''.
  if (!config.auth.jwtSecret) throw new Error('createApp sem segredo JWT: leia-o do banco (segredoGerado) antes.');
  // Its route handlers are counted for shutdown (handlersInFlight below).
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new LeanExpressAdapter(), {
    bodyParser: false,
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  app.disable('x-powered-by');
  // No ETag on API answers: Express hashed every JSON body (SHA-1) for a 304 no client asks for (the web
  // app refetches with fetch; nothing sends If-None-Match): ~2 % of a by-id read's CPU. The web app's
  // files keep theirs (express.static has its own).
  app.set('etag', false);
  // Express matches routes case-insensitively by default; the contract calls /api/Auth and /api/auth.
  app.set('case sensitive routing', false);
  // X-Forwarded-For/-Proto count only on a connection from the proxy's address (TRUST_PROXY): the client
  // IP is then the entry our proxy appended. A computer reaching the port directly is its socket's
  // address whatever header it writes (probe 7, F2: "one hop from anyone" let it pick its IP).
  app.set('trust proxy', proxyTrust(config.server.trustProxy));
  // The query string parsed as Express 5 does by default ('simple'), its texts in NFC like the body's (nfc-text.ts).
  app.set('query parser', (text: string) => nfcText(parse(text)));
  app.use(requestContext());
  if (!config.server.trustProxy) app.use(avisoDeProxySemConfianca());
  app.use(securityHeaders(config));
  app.use(jsonBody(config.server.bodyLimit));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  setupOpenApi(app);
  serveWebApp(app.getHttpAdapter().getInstance(), config.server.webDistDir);
  Logger.flush();
  return app;
}

/** The route handlers still running in an app built by createApp (shutdown waits for them). */
export function handlersInFlight(app: NestExpressApplication): HandlersInFlight {
  return (app.getHttpAdapter() as unknown as CountingExpressAdapter).handlers;
}
