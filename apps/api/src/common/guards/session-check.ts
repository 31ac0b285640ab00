import type { Request } from 'express';
import type { SessionUser } from '../decorators/current-user.decorator.js';
import type { SqlCondition } from '../../database/record-reads.js';

/**
 * Who a request's bearer token belongs to, as the guards ask it (auth/session-check.service.ts
 * answers; this file lets common/ name it without importing a module).
 */
export interface SessionCheck {
  /**
   * The session's user, or undefined: no token, a bad or expired one, an ended session. Throws the 401
   * of an inactive account (its own message), the 403 of a password that must change and the database's
   * own errors.
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
const AS_READ = Symbol('sessao-como-lida');
// Settled either way: a rejected promise nobody awaits yet (the handler still runs) would be an
// unhandled rejection, which ends the process.
type Verdict = { holds: boolean } | { error: unknown };
type Pending = { [PENDING]?: Promise<Verdict>; [AS_READ]?: SqlCondition };

/**
 * Leaves on the request whether its session, taken from memory, still holds, and the SQL condition
 * that the session is still as it was read (sessionAsRead). An error that kept the session from being
 * checked (the database gone: a 503) is kept for the answer, not read as a session that ended (a 401
 * sends the person to the login page during an outage).
 */
export function leaveSessionPending(request: Request, holds: Promise<boolean>, asRead: SqlCondition): void {
  (request as Pending)[PENDING] = holds.then(
    (held) => ({ holds: held }),
    (error: unknown) => ({ error }),
  );
  (request as Pending)[AS_READ] = asRead;
}

/**
 * For a handler that writes while its session is checked in parallel (clientes' access record): the
 * condition to write under, in the same statement, so a session ended before the request writes
 * nothing. Undefined when the session was checked before the handler ran.
 */
export function sessionAsRead(request: Request): SqlCondition | undefined {
  return (request as Pending)[AS_READ];
}

/**
 * Whether the request's session is known to hold before anything is answered: true at once for a
 * session checked before the handler ran; for one checked in parallel (ParallelSessionCheck), once
 * the barrier is back. The adapter's reply and the exception filter ask it: a false answer is a 401
 * whatever the handler returned or threw; a rejection is answered as that error (a 503 for the database).
 */
export function awaitingSession(request: Request): Promise<boolean> | undefined {
  // Rejects with the error that kept the session from being checked: the caller answers that error.
  return (request as Pending)[PENDING]?.then((verdict) => {
    if ('error' in verdict) throw verdict.error;
    return verdict.holds;
  });
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
