import express, { type Request, type RequestHandler } from 'express';
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { nfcText } from './nfc-text.js';

// No request of this API nests deeper than a few levels; a deeper body only serves to overflow the
// stack of whatever walks it later (class-transformer does, recursively).
const MAX_DEPTH = 32;

/**
 * express.json with every text in NFC (nfc-text.ts), but its failures (malformed JSON, too large, too deep, not UTF-8) answer like every other error,
 * and a body of any other type (or none declared) is refused with 415 before a route reads it: the API
 * takes only JSON (no upload route), and express.json alone would let the route see an empty body and
 * answer with misleading field errors. A request without a body goes on as before.
 */
export function jsonBody(limit: string): RequestHandler {
  const parse = express.json({ limit, verify: (request, _response, body) => checkBytes(request, body) });
  return (request, response, next) => {
    if (hasBody(request) && !request.is('application/json'))
      return void response
        .status(415)
        .json({ message: SERVER_MESSAGES.unsupportedMediaType, requestId: request.headers['x-request-id'] });
    parse(request, response, (error?: { type?: string; status?: number }) => {
      if (!error) {
        request.body = nfcText(request.body as unknown);
        return next();
      }
      const tooLarge = error.type === 'entity.too.large';
      const status = tooLarge ? 413 : (error.status ?? 400);
      const message = tooLarge
        ? SERVER_MESSAGES.bodyTooLarge
        : error.type === 'entity.too.deep'
          ? SERVER_MESSAGES.jsonTooDeep
          : error.type === 'entity.not.utf8'
            ? SERVER_MESSAGES.invalidUtf8
            : status === 415
              ? SERVER_MESSAGES.unsupportedMediaType
              : SERVER_MESSAGES.malformedJson;
      response.status(status).json({ message, requestId: request.headers['x-request-id'] });
    });
  };
}

/** A body of at least one byte is coming: chunked, or a Content-Length above zero. */
function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

/**
 * The raw body before it is decoded. Bytes that are not UTF-8 would be decoded to U+FFFD and saved
 * altered ("abc\xff" as "abc\ufffd"): a JSON body is UTF-8 (RFC 8259), so it is refused instead. A
 * body declared as UTF-16 or UTF-32 (body-parser decodes those) is left to its decoder.
 */
function checkBytes(request: IncomingMessage, body: Buffer): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1].toLowerCase();
  if ((charset === undefined || charset === 'utf-8' || charset === 'utf8') && !isUtf8(body))
    throw Object.assign(new Error('JSON not UTF-8'), { status: 400, type: 'entity.not.utf8' });
  refuseDeepNesting(body);
}

/** Counts brackets outside strings in the raw body and stops at the first level past MAX_DEPTH. */
function refuseDeepNesting(body: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      if (++depth > MAX_DEPTH)
        throw Object.assign(new Error('JSON too deep'), { status: 400, type: 'entity.too.deep' });
    } else if (byte === 0x7d || byte === 0x5d) depth--;
  }
}
