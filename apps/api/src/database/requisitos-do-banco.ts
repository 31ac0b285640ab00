import { normalizeEmail } from '@portal/shared/validators';
import { sql } from 'kysely';
import type pg from 'pg';
import { COLACAO_DO_EMAIL, emailNormalizado } from './email-normalizado.js';
import { compileSql } from './sql-text.js';

// Upper case that only a full Unicode lower case gets right (final sigma, dotted capital I), with the
// spaces the rule takes off the ends.
const AMOSTRA = '\u00a0 ΟΔΥΣΣΕΥΣ.İstanbul@Exemplo.COM\u3000';

/**
 * What the portal needs of its PostgreSQL besides the migrations, checked at every start before
 * them: a UTF8 database and ICU's root collation, which the SQL e-mail rule (email-normalizado.ts)
 * runs on. Without them every quotation send and invitation would answer 500; the portal refuses to
 * start instead, saying why and what to do. A PostgreSQL built with ICU whose database lacks the
 * collation (initdb imports it, a database restored elsewhere may not have it) gets it created.
 */
export async function verificarRequisitosDoBanco(client: pg.Client): Promise<void> {
  const {
    rows: [banco],
  } = await client.query<{ nome: string; codificacao: string }>(
    `SELECT current_database() AS nome, pg_encoding_to_char(encoding) AS codificacao
       FROM pg_database WHERE datname = current_database()`,
  );
  if (banco.codificacao !== 'UTF8') {
    throw new Error(
      `O banco "${banco.nome}" usa a codificação ${banco.codificacao}; o portal precisa de UTF8 ` +
        `(e-mails e nomes com acentos). Crie um banco em UTF8 (CREATE DATABASE ... ENCODING 'UTF8' ` +
        `TEMPLATE template0; no Docker Compose, a imagem postgres cria o volume pgdata em UTF8) e ` +
        `restaure nele o backup deste (README, "Backup e restauração").`,
    );
  }
  const { rowCount } = await client.query(
    `SELECT 1 FROM pg_collation WHERE collname = $1 AND collencoding IN (-1, pg_char_to_encoding('UTF8'))`,
    [COLACAO_DO_EMAIL],
  );
  if (!rowCount) {
    await client
      .query(`CREATE COLLATION IF NOT EXISTS "${COLACAO_DO_EMAIL}" (provider = icu, locale = 'und')`)
      .catch((error: Error) => {
        throw new Error(
          `O PostgreSQL não tem a colação "${COLACAO_DO_EMAIL}" e não conseguiu criá-la (${error.message}): ` +
            `o portal precisa de um PostgreSQL com suporte a ICU (o padrão desde a versão 16 e nas imagens oficiais).`,
          { cause: error },
        );
      });
  }
  // The rule itself against JavaScript's (normalizeEmail): the same answer, or no start.
  const consulta = compileSql(sql`SELECT ${emailNormalizado(sql.val(AMOSTRA))} AS email`);
  const {
    rows: [{ email }],
  } = await client.query<{ email: string }>(consulta.sql, [...consulta.parameters]);
  if (email !== normalizeEmail(AMOSTRA)) {
    throw new Error(
      `O PostgreSQL normaliza e-mails diferente do portal ("${email}" em vez de "${normalizeEmail(AMOSTRA)}"); ` +
        `confira a colação "${COLACAO_DO_EMAIL}" (ICU) deste servidor.`,
    );
  }
}
