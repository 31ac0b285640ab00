import compression from 'compression';
import express, { type Express, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isApiPath } from './api-path.js';

/**
 * Serves the built web app on the API's origin. Unknown non-API GETs get index.html so client
 * routes (/login, /cadastro-cliente, ...) survive a reload.
 */
export function serveWebApp(app: Express, distDir: string): void {
  const index = join(distDir, 'index.html');
  const assets = express.static(distDir, { index: false, maxAge: '1h', setHeaders: cacheHashedAssets });
  // The web's JavaScript shrinks to about a third gzipped; API answers are small and stay plain.
  const compress = compression();
  app.use((request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    // API calls skip the file lookup (a stat per request otherwise).
    if (isApiPath(request.path)) return next();
    compress(request, response, () => assets(request, response, () => sendIndex(response, index)));
  });
}

function sendIndex(response: Response, index: string): void {
  if (!existsSync(index)) {
    response.status(503).type('text/plain').send('Aplicação web não compilada: rode npm start.');
    return;
  }
  response.setHeader('Cache-Control', 'no-cache');
  response.sendFile(index);
}

function cacheHashedAssets(response: Response, path: string): void {
  if (path.includes('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
