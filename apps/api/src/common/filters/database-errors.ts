import {
  BadRequestException,
  ConflictException,
  HttpException,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { isUniqueViolation } from '../../database/unique-violation.js';
import { storageProblemOf } from './storage-errors.js';

// Codes that mean "the database is not there right now", from pg, Node's sockets and Prisma.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
  'P1001',
  'P1002',
  'P1008',
  'P1017',
  'P2024',
]);

// A row other rows point at: NO ACTION raises 23503, ON DELETE RESTRICT 23001 (restrict_violation); Prisma's P2003.
const REFERENCED_CODES = new Set(['P2003', '23503', '23001']);

// Text PostgreSQL cannot store (a NUL character, sent as \u0000): the request's fault, not the server's.
const INVALID_TEXT_CODES = new Set(['22021', '22P05']);

// PostgreSQL ended the transaction for another one on the same rows: deadlock_detected (40P01),
// serialization_failure (40001), Prisma's P2034. Nothing of it was saved; the same request again works.
const CONCURRENT_CODES = new Set(['40P01', '40001', 'P2034']);
const CONCURRENT_TEXT = /Code: `(40P01|40001)`/;

// Seen under `npm run load -- --outage 5`: pg's "not queryable" after a broken connection, and
// Prisma's "Database error. Code: `57P01`" (terminating connection due to administrator command).
const UNAVAILABLE_TEXT =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Can't reach database|DatabaseNotReachable|ConnectionClosed|server closed the connection|the database system is (starting up|shutting down)|connection error and is not queryable|terminating connection due to administrator command|Code: `(57P0[123]|08\d{3}|53300)`/i;

/** Maps Prisma and pg errors to our own answers; undefined when the error is not a database one. */
export function databaseErrorToHttp(error: unknown): HttpException | undefined {
  // Duck-typed: errors from Node's sockets may come from another realm (instanceof Error fails there).
  if (typeof error !== 'object' || error === null || typeof (error as Error).message !== 'string') return undefined;
  const code = String((error as { code?: unknown }).code ?? '');
  const causeCode = String((error as { cause?: { code?: unknown } }).cause?.code ?? '');
  const kind = (error as { cause?: { kind?: unknown } }).cause?.kind;
  // Prisma (P2039 and others) keeps PostgreSQL's own code inside meta.
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } }).meta;
  const originalCode = String(meta?.driverAdapterError?.cause?.originalCode ?? '');
  if (INVALID_TEXT_CODES.has(code) || INVALID_TEXT_CODES.has(originalCode)) {
    return new BadRequestException(SERVER_MESSAGES.invalidCharacters);
  }
  if (isUniqueViolation(error)) return new ConflictException(SERVER_MESSAGES.conflictDuplicate);
  if (code === 'P2025') return new NotFoundException(SERVER_MESSAGES.notFound);
  if (REFERENCED_CODES.has(code) || REFERENCED_CODES.has(originalCode)) {
    return new ConflictException(SERVER_MESSAGES.conflictReferenced);
  }
  if (
    [code, causeCode, originalCode].some((c) => CONCURRENT_CODES.has(c)) ||
    CONCURRENT_TEXT.test((error as Error).message)
  ) {
    return new ServiceUnavailableException(SERVER_MESSAGES.concurrentConflict);
  }
  // The database could not write (disk full, I/O error): 503 like the other "not now" cases, saying nothing was saved.
  const storage = storageProblemOf(error);
  if (storage) {
    return new ServiceUnavailableException(
      storage === 'sem-espaco' ? SERVER_MESSAGES.diskFull : SERVER_MESSAGES.storageError,
    );
  }
  if (
    UNAVAILABLE_CODES.has(code) ||
    UNAVAILABLE_CODES.has(causeCode) ||
    UNAVAILABLE_CODES.has(originalCode) ||
    kind === 'DatabaseNotReachable' ||
    UNAVAILABLE_TEXT.test((error as Error).message) ||
    error.constructor.name === 'PrismaClientInitializationError'
  ) {
    return new ServiceUnavailableException(SERVER_MESSAGES.databaseUnavailable);
  }
  return undefined;
}
