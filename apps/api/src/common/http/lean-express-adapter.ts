import { StreamableFile, UnauthorizedException, type NestApplicationOptions } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { awaitingSession } from '../guards/session-check.js';
import type { Express, Response } from 'express';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { CountingExpressAdapter } from './handlers-in-flight.js';
import { JsonText } from './json-text.js';

/**
 * The Express adapter with two costs of every request cut (docs/desempenho/README.md, `/api/health`):
 *
 * - The HTTP server builds `req` and `res` on Express's own prototypes. Express's `app.handle` sets
 *   them on every request (`Object.setPrototypeOf`, ~2 % of the CPU of `/api/health` at c=32, self);
 *   setting the prototype an object already has is a no-op.
 * - A handler's object or array (or JsonText) is written as `res.json()` writes it (the same text, `Content-Type`,
 *   `Content-Length`), without `res.send()`'s charset parsing, settings lookups and freshness check. Anything
 *   else (no body, text, buffers, files, HEAD, 204/205/304, a conditional request, a type already
 *   set) goes through Express as before. The app sets no `json replacer`, `json spaces` or
 *   `json escape` (lean-express-adapter.spec.ts compares status, headers and bytes with Nest's reply).
 */
export class LeanExpressAdapter extends CountingExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.return503OnClosing || options?.forceCloseConnections)
      return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.httpServer = createServer(
      {
        IncomingMessage: onPrototype(IncomingMessage, app.request),
        ServerResponse: onPrototype(ServerResponse, app.response),
      },
      app,
    );
  }

  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    // A session checked in parallel with the read (ParallelSessionCheck): nothing goes before it holds.
    const pending = awaitingSession(response.req);
    if (!pending) return this.replyNow(response, body, statusCode);
    return pending.then((holds) => {
      if (!holds) throw new UnauthorizedException(SERVER_MESSAGES.unauthenticated);
      return this.replyNow(response, body, statusCode);
    });
  }

  private replyNow(response: Response, body: unknown, statusCode?: number): unknown {
    if (!plainJson(response, body, statusCode)) return super.reply(response, body, statusCode);
    if (statusCode !== undefined) response.statusCode = statusCode;
    // A JsonText is already the JSON text (the quotation read: its lines as PostgreSQL wrote them).
    const text = body instanceof JsonText ? body.text : JSON.stringify(body);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(text));
    return response.end(text, 'utf8');
  }
}

/** Whether Express would answer `body` with exactly its JSON text, `application/json; charset=utf-8`. */
function plainJson(response: Response, body: unknown, statusCode: number | undefined): boolean {
  if (body === null || typeof body !== 'object' || body instanceof StreamableFile || ArrayBuffer.isView(body))
    return false;
  // Nest answers an Error with a generic body of its own.
  if (body instanceof Error) return false;
  const status = statusCode ?? response.statusCode;
  if (status === 204 || status === 205 || status === 304) return false;
  const { method, headers } = response.req;
  // HEAD has no body; a conditional request may be answered 304 by Express.
  if (method === 'HEAD' || headers['if-none-match'] || headers['if-modified-since']) return false;
  return !response.hasHeader('Content-Type') && !response.hasHeader('Transfer-Encoding');
}

/** A constructor for the http server whose instances have `prototype` (Express's request or response). */
function onPrototype<C extends typeof IncomingMessage | typeof ServerResponse>(base: C, prototype: object): C {
  function Built(this: unknown, ...args: unknown[]) {
    return Reflect.construct(base, args, new.target) as object;
  }
  Built.prototype = prototype;
  return Built as unknown as C;
}
