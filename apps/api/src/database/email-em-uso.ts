import type { Db } from './database.js';

/**
 * Whether another account already signs in with this e-mail (stored lower-cased, unique). One rule
 * for every place that lets a user take a new address: Meus dados and the e-mail confirmation link.
 */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '<>', userId)
    .limit(1)
    .executeTakeFirst();
  return other !== undefined;
}
