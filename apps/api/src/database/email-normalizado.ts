import { EMAIL_SPACES } from '@portal/shared/validators';
import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * normalizeEmail (packages/shared) in SQL, for an address the database holds or is given: the same
 * spaces taken off the ends (btrim's default is the plain space only) and the same lower case
 * (ICU's root locale, "und-x-icu", is Unicode's full case mapping with the final sigma, as JavaScript's
 * toLowerCase; the database's own C.UTF-8 lower() gives 'i' for 'İ' and 'σ' for a final 'Σ'). Not
 * pg_unicode_fast: it exists only from PostgreSQL 17 and self-hosters run the compose's 16; ICU
 * collations exist in every PostgreSQL built with ICU (the default from 16, Debian's and the official
 * images before). The result goes back to the default collation, so it compares with users.email
 * through its unique index. requisitos-do-banco.ts checks at start that the database can run it.
 */
export const COLACAO_DO_EMAIL = 'und-x-icu';

export function emailNormalizado(email: Expression<string | null>): RawBuilder<string> {
  return sql<string>`(lower(btrim(${email}, ${EMAIL_SPACES}) COLLATE ${sql.id(COLACAO_DO_EMAIL)}) COLLATE "default")`;
}
