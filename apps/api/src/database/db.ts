import { ConflictException, NotFoundException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import type { Prisma } from '../generated/prisma/client.js';
import type { PrismaService } from './prisma.service.js';

/** A transaction's client, handed from a service to the repositories it calls. */
export type Tx = Prisma.TransactionClient;

/** Where a repository query runs: inside a transaction, or straight on the shared client. */
export type Db = Tx | PrismaService;

/** The value, or the contract's 404 ("Registro não encontrado.") when the record is not there. */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new NotFoundException(SERVER_MESSAGES.notFound);
  return value;
}

/** The keys whose value changed; a key left undefined in `after` is not a change. */
export function changedKeys<T extends object>(
  before: T,
  after: { [K in keyof T]?: unknown },
  keys: readonly (keyof T)[],
): (keyof T)[] {
  return keys.filter((key) => after[key] !== undefined && before[key] !== after[key]);
}

/** { field: { de, para } } of what changed, for the audit trail. */
export function auditDiff<T extends object>(
  before: T,
  after: { [K in keyof T]?: unknown },
  keys: readonly (keyof T)[] = Object.keys(after) as (keyof T)[],
): Record<string, { de: unknown; para: unknown }> {
  return Object.fromEntries(
    changedKeys(before, after, keys).map((key) => [key, { de: before[key], para: after[key] }]),
  );
}

/**
 * The row an edit's UPDATE answered, or the 409 of an optimistic version (trust finding F2): the
 * UPDATE found the record but not at the version the form read, so someone saved it since.
 */
export function orStale<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw stale();
  return value;
}

/**
 * The same 409 ahead of the body's other checks, from the row the transaction has locked: a form read
 * before someone's save is told that, not that a field it never touched "cannot change".
 */
export function assertCurrent(stored: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== stored) throw stale();
}

const stale = () => new ConflictException(SERVER_MESSAGES.registroAlterado);
