import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config.js';

const ONE_YEAR = 365 * 24 * 3600;

/**
 * Helmet's headers, with the HTTPS-only ones (CSP `upgrade-insecure-requests`, HSTS) sent only on a
 * request served over HTTPS. Sent on plain HTTP, `upgrade-insecure-requests` makes the browser fetch
 * every asset over https, which a portal opened at http://<LAN address>:3000 does not serve: a
 * blank page. HSTS covers subdomains only when HSTS_INCLUDE_SUBDOMAINS says so.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const directives = contentSecurityPolicy(config);
  const overHttps = helmet({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: [] } },
    strictTransportSecurity: { maxAge: ONE_YEAR, includeSubDomains: config.server.hstsIncludeSubdomains },
  });
  const overHttp = helmet({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
  const isHttps = servedOverHttps(config);
  return (request: Request, response: Response, next: NextFunction) =>
    (isHttps(request) ? overHttps : overHttp)(request, response, next);
}

/**
 * HTTPS when our reverse proxy says so (X-Forwarded-Proto, read only under TRUST_PROXY), or when the
 * request names the host of an https PUBLIC_URL: a proxy that terminates TLS forwards that Host,
 * while the same server opened by its LAN address on plain HTTP does not.
 */
export function servedOverHttps(config: AppConfig): (request: Request) => boolean {
  const publicUrl = new URL(config.server.publicUrl);
  const httpsHost = publicUrl.protocol === 'https:' ? publicUrl.host.toLowerCase() : undefined;
  return (request) => {
    if (config.server.trustProxy && request.protocol === 'https') return true;
    return httpsHost !== undefined && request.headers.host?.toLowerCase() === httpsHost;
  };
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
