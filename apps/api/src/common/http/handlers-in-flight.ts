import { Injectable, type CallHandler, type NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';

/**
 * Counts route handlers still running, so shutdown can wait for them before the database pool
 * closes. A client that hangs up does not stop its handler, which goes on reading and writing the
 * database after its connection is gone: waiting for connections alone is not enough.
 */
@Injectable()
export class HandlersInFlight implements NestInterceptor {
  private running = 0;
  private waiting: (() => void)[] = [];

  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    this.running++;
    return next.handle().pipe(
      finalize(() => {
        if (--this.running === 0) for (const done of this.waiting.splice(0)) done();
      }),
    );
  }

  /** Resolves once no handler is running. */
  settled(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((done) => this.waiting.push(done));
  }
}
