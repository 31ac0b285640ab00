type DriverError = { code?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } };

/**
 * A unique index refused the write: Prisma's P2002, PostgreSQL's 23505 from pg, or a raw query's
 * P2010 whose driver error carries 23505 (`$queryRawUnsafe` inside a transaction).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = String((error as DriverError | null)?.code ?? '');
  const original = String((error as DriverError | null)?.meta?.driverAdapterError?.cause?.originalCode ?? '');
  return code === 'P2002' || code === '23505' || original === '23505';
}

/**
 * Runs `work`; when a concurrent write wins on a unique index, answers what `onViolation` says
 * (a precise 409, or a second look at what is now stored) instead of the generic duplicate message.
 */
export async function onUniqueViolation<T>(
  work: () => Promise<T>,
  onViolation: (error: unknown) => T | Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return onViolation(error);
  }
}
