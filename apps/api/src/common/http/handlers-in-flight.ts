import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';
import { JsonText } from './json-text.js';

/**
 * Counts route handlers still running, so shutdown can wait for them before the database pool
 * closes. A client that hangs up does not stop its handler, which goes on reading and writing the
 * database after its connection is gone: waiting for connections alone is not enough.
 */
export class HandlersInFlight {
  private running = 0;
  private waiting: (() => void)[] = [];

  /** The same handler, counted from its call until the promise it returns settles. */
  track<H extends (...args: never[]) => unknown>(handler: H): H {
    const tracked = (...args: Parameters<H>) => {
      this.running++;
      try {
        return Promise.resolve(handler(...args)).finally(this.done);
      } catch (error) {
        this.done();
        throw error;
      }
    };
    // Nest copies its metadata onto the handler and names it after the controller's method.
    return Object.defineProperty(Object.assign(tracked, handler), 'name', { value: handler.name }) as unknown as H;
  }

  /** Resolves once no handler is running. */
  settled(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((done) => this.waiting.push(done));
  }

  private readonly done = () => {
    if (--this.running === 0) for (const resolve of this.waiting.splice(0)) resolve();
  };
}

// The Express methods Nest registers routes with (@nestjs/core router-method-factory).
const ROUTE_METHODS = ['get', 'post', 'put', 'delete', 'patch', 'all', 'options', 'head', 'search'] as const;

/**
 * Express under Nest, with every route handler Nest registers counted by `handlers`. Counted here
 * rather than by a global interceptor: any interceptor puts each request through rxjs (a
 * ReplaySubject, deferred Observables, subscriptions), ~9 % of the CPU of `GET /api/health` under load
 * (docs/desempenho/README.md); with none, Nest calls the handler directly. A handler's JsonText is sent
 * as the JSON it already is.
 */
export class CountingExpressAdapter extends ExpressAdapter {
  readonly handlers = new HandlersInFlight();

  constructor() {
    super();
    for (const method of ROUTE_METHODS) {
      const register = this[method].bind(this) as (...args: unknown[]) => unknown;
      // Nest calls router[method](path, handler): the handler is the last argument.
      this[method] = ((...args: unknown[]) => {
        const last = args.length - 1;
        if (typeof args[last] === 'function') args[last] = this.handlers.track(args[last] as () => unknown);
        return register(...args);
      }) as never;
    }
  }

  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!(body instanceof JsonText)) return super.reply(response, body, statusCode);
    if (statusCode !== undefined) response.status(statusCode);
    // What res.json() does with the text it stringifies (Express adds the charset).
    if (!response.get('Content-Type')) response.set('Content-Type', 'application/json');
    return response.send(body.text);
  }
}
