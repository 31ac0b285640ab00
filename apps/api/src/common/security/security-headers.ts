import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config.js';
import { isApiPath } from '../http/api-path.js';

const ONE_YEAR = 365 * 24 * 3600;

/**
 * Helmet's headers, with the HTTPS-only ones (CSP `upgrade-insecure-requests`, HSTS) sent only on a
 * request served over HTTPS. Sent on plain HTTP, `upgrade-insecure-requests` makes the browser fetch
 * every asset over https, which a portal opened at http://<LAN address>:3000 does not serve: a
 * blank page. HSTS covers subdomains only when HSTS_INCLUDE_SUBDOMAINS says so.
 * And `Cache-Control: no-store` on every API answer, errors included, set before any parser or route
 * answers: they carry personal data (userinfo, a customer's record, an order) that no browser or
 * shared cache may keep. A route may still set its own; the web app's files keep theirs (web-app.ts).
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const directives = contentSecurityPolicy(config);
  const overHttps = fixedHeaders(
    helmet({
      contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: [] } },
      strictTransportSecurity: { maxAge: ONE_YEAR, includeSubDomains: config.server.hstsIncludeSubdomains },
    }),
  );
  const overHttp = fixedHeaders(
    helmet({
      contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
      strictTransportSecurity: false,
    }),
  );
  return (request: Request, response: Response, next: NextFunction) => {
    if (isApiPath(request.path)) response.setHeader('Cache-Control', 'no-store');
    (servedOverHttps(request) ? overHttps : overHttp)(request, response, next);
  };
}

/**
 * What a helmet middleware does to a response, read once and replayed: our policy has no nonce and
 * no function, so its headers are the same for every request, and helmet's dozen middlewares and
 * closures per request were ~2 % of a by-id read's CPU. Throws at start-up if helmet ever needs the
 * request or answers later (security-headers.spec.ts compares the two).
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  // In helmet's order: [name, value] sets a header, [name] removes one.
  const steps: [string, (string | number | readonly string[])?][] = [];
  const probe = {
    setHeader: (name: string, value: string | number | readonly string[]) => void steps.push([name, value]),
    removeHeader: (name: string) => void steps.push([name]),
  };
  let finished = false;
  const noRequest = new Proxy({} as Request, {
    get: (_target, key) => {
      throw new Error(`helmet leu request.${String(key)}: os cabeçalhos dependem da requisição`);
    },
  });
  void middleware(noRequest, probe as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet não terminou ao ser chamado: os cabeçalhos não são fixos');
  return (_request, response, next) => {
    for (const [name, value] of steps)
      if (value === undefined) response.removeHeader(name);
      else response.setHeader(name, value);
    next();
  };
}

/**
 * HTTPS only when the request really arrived over TLS: Express's `secure`, which reads
 * X-Forwarded-Proto only under TRUST_PROXY (`trust proxy` in create-app.ts: the proxy that terminates
 * TLS) and is false on the plain HTTP this server speaks itself. The Host is no evidence: with PUBLIC_URL=https://192.0.2.2:3960 and no proxy, the
 * office opening http://192.0.2.2:3960 sends that very Host (probe 4, F2); behind a TLS proxy without
 * TRUST_PROXY the start-up log says to set it (startupWarnings).
 */
export function servedOverHttps(request: Request): boolean {
  return request.secure;
}

function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const cepOrigin = new URL(config.lookup.cepApiUrl.replace('{cep}', '00000000')).origin;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    // The browser asks the postal-code service itself (the contract's external CEP lookup).
    connectSrc: ["'self'", cepOrigin],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}
