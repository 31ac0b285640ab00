import { cnpjFromSeed, cpfFrom, type ClienteRow } from '@portal/test-support';
import type pg from 'pg';
import type { ReceivedMail } from '../support/smtp-test-server.js';

/** userId and token of the /reset-password or confirm-email link in a received e-mail. */
export function linkParams(mail: ReceivedMail): { url: URL; userId: string; token: string } {
  const link = mail.links.find((href) => /reset-password|confirm-email/.test(href));
  if (!link) throw new Error(`Nenhum link no e-mail "${mail.subject}"`);
  const url = new URL(link);
  return { url, userId: url.searchParams.get('userId') ?? '', token: url.searchParams.get('token') ?? '' };
}

/** Audit entries of an action, newest last. */
export async function auditOf(
  db: pg.Pool,
  action: string,
): Promise<{ message: string; data: Record<string, unknown> }[]> {
  const { rows } = await db.query(`SELECT message, data FROM audit_logs WHERE data->>'action' = $1 ORDER BY id`, [
    action,
  ]);
  return rows;
}

/** A user with no password yet (a new account waiting for its set-password link). */
export async function insertPendingUser(
  db: pg.Pool,
  role: 'ADMIN' | 'COMERCIAL' | 'CLIENTE',
  email: string,
  name = 'Pessoa Sem Senha',
): Promise<{ id: number; email: string; name: string }> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, name, role_id) VALUES ($1, $2, (SELECT id FROM roles WHERE normalized_name = $3)) RETURNING id`,
    [email, name, role],
  );
  return { id: rows[0].id, email, name };
}

/** A customer with every contact field filled; pj gets a CNPJ and razão social, pf a CPF. */
export function clienteExemplo(tipo: 'pf' | 'pj', seed: number): ClienteRow {
  const contato = { email_faturamento: 'financeiro@exemplo.com.br', telefone: '1133334444' };
  return tipo === 'pf'
    ? { tipo_pessoa: 'pf', nome: 'João da Silva', cpf: cpfFrom(seed), ...contato }
    : {
        tipo_pessoa: 'pj',
        nome: 'Loja Exemplo',
        razao_social: 'LOJA EXEMPLO LTDA',
        cnpj: cnpjFromSeed(seed),
        ...contato,
      };
}
