import type { Request } from 'express';
import type { SessionUser } from '../decorators/current-user.decorator.js';

/**
 * Who a request's bearer token belongs to, as the guards ask it (auth/session-check.service.ts
 * answers; this file lets common/ name it without importing a module).
 */
export interface SessionCheck {
  /**
   * The session's user, or undefined: no token, a bad or expired one, an ended session, an inactive
   * account. Throws the 403 of a password that must change and the database's own errors.
   */
  userOf(request: Request): Promise<SessionUser | undefined>;

  /**
   * As userOf, but a session the cache holds is answered at once, and whether it still holds once
   * every change committed before the request is applied (the LISTEN barrier) is left on the request
   * (`awaitingSession`): the route's read runs while the barrier is in flight.
   */
  userOfInParallel(request: Request): Promise<SessionUser | undefined>;
}

export const SESSION_CHECK = Symbol('SESSION_CHECK');

const PENDING = Symbol('sessao-pendente');
type Pending = { [PENDING]?: Promise<boolean> };

/** Leaves on the request whether its session, taken from memory, still holds (never rejects). */
export function leaveSessionPending(request: Request, holds: Promise<boolean>): void {
  (request as Pending)[PENDING] = holds.catch(() => false);
}

/**
 * Whether the request's session is known to hold before anything is answered: true at once for a
 * session checked before the handler ran; for one checked in parallel (ParallelSessionCheck), once
 * the barrier is back. The adapter's reply and the exception filter ask it: a false answer is a 401
 * whatever the handler returned or threw.
 */
export function awaitingSession(request: Request): Promise<boolean> | undefined {
  return (request as Pending)[PENDING];
}

// The session's user on the request (request.user), as @types/passport declared it while passport
// checked sessions: the same declaration, so the two may meet in one program.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User {}
    interface Request {
      user?: User | undefined;
    }
  }
}
