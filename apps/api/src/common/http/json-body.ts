import express, { type RequestHandler } from 'express';
import { SERVER_MESSAGES } from '@portal/shared/messages';

/** express.json, but its failures (malformed JSON, too large) answer like every other error. */
export function jsonBody(limit: string): RequestHandler {
  const parse = express.json({ limit });
  return (request, response, next) =>
    parse(request, response, (error?: { type?: string; status?: number }) => {
      if (!error) return next();
      const tooLarge = error.type === 'entity.too.large';
      const status = tooLarge ? 413 : (error.status ?? 400);
      const message = tooLarge
        ? SERVER_MESSAGES.bodyTooLarge
        : status === 415
          ? SERVER_MESSAGES.unsupportedMediaType
          : SERVER_MESSAGES.malformedJson;
      response.status(status).json({ message, requestId: request.headers['x-request-id'] });
    });
}
