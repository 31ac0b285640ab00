import { EMAIL_SPACES } from '@portal/shared/validators';
import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * normalizeEmail (packages/shared) in SQL, for an address the database holds or is given: the same
 * spaces taken off the ends (btrim's default is the plain space only) and the same lower case
 * (pg_unicode_fast is Unicode's full case mapping, as JavaScript's toLowerCase; the database's own
 * C.UTF-8 lower() gives 'i' for 'İ' and 'σ' for a final 'Σ'). The result goes back to the default
 * collation, so it compares with users.email through its unique index.
 */
export function emailNormalizado(email: Expression<string | null>): RawBuilder<string> {
  return sql<string>`(lower(btrim(${email}, ${EMAIL_SPACES}) COLLATE pg_unicode_fast) COLLATE "default")`;
}
