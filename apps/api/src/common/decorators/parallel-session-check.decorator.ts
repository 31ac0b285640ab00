import { SetMetadata } from '@nestjs/common';

export const PARALLEL_SESSION_CHECK = 'parallelSessionCheck';

/**
 * A read whose session, when the cache holds it, is confirmed while the read runs: the LISTEN barrier
 * (auth/README.md) and the read's statement go to PostgreSQL at the same time instead of one after the
 * other (issue 30). Nothing is answered before the barrier is back (a session ended before the request
 * is a 401 and no body: common/guards/session-check.ts). Only for a handler that writes nothing, or
 * writes only in a statement that itself checks the session (clientes' access record), and answers
 * through its return value (no @Res()).
 */
export const ParallelSessionCheck = () => SetMetadata(PARALLEL_SESSION_CHECK, true);
