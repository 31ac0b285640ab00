import { Logger } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { logPath } from '../logging/log-path.js';
import { runWithRequestId } from '../logging/request-id.js';

const logger = new Logger('HTTP');

/** Gives every request an id (echoed in X-Request-Id) and logs one line when it finishes. */
export function requestContext(): RequestHandler {
  return (request, response, next) => {
    const incoming = request.headers['x-request-id'];
    const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    request.headers['x-request-id'] = id;
    response.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      if (!request.originalUrl.startsWith('/api')) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = `${request.method} ${logPath(request.originalUrl)} ${response.statusCode} ${ms.toFixed(1)}ms`;
      runWithRequestId(id, () => logger.log(line));
    });
    // Whatever logs while this request is handled carries its id (JSON logs).
    runWithRequestId(id, next);
  };
}
