import type { Request } from 'express';
import type { SessionUser } from '../decorators/current-user.decorator.js';

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
}

export const SESSION_CHECK = Symbol('SESSION_CHECK');

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
