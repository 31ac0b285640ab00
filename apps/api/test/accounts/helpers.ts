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

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, i) => total + digit * weights[i], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A valid CPF (11 digits) built from a 9-digit seed. */
export function makeCpf(seed: number): string {
  const base = String(seed).padStart(9, '0').slice(-9).split('').map(Number);
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/** A valid numeric CNPJ (14 digits) built from an 8-digit seed and branch 0001. */
export function makeCnpj(seed: number): string {
  const base = (String(seed).padStart(8, '0').slice(-8) + '0001').split('').map(Number);
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/** A customer with a full address; pj gets a CNPJ and razão social, pf a CPF. */
export async function insertCliente(
  db: pg.Pool,
  tipo: 'pf' | 'pj',
  seed: number,
): Promise<{ id: number; doc: string }> {
  const doc = tipo === 'pf' ? makeCpf(seed) : makeCnpj(seed);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO clientes (tipo_pessoa, nome, razao_social, cpf, cnpj, email_faturamento, telefone, cep, logradouro, numero,
                           bairro, cidade, uf, complemento)
     VALUES ($1, $2, $3, $4, $5, 'financeiro@exemplo.com.br', '1133334444', '01310100', 'AVENIDA PAULISTA', '1000',
             'BELA VISTA', 'SÃO PAULO', 'SP', NULL) RETURNING id`,
    [
      tipo,
      tipo === 'pf' ? 'João da Silva' : 'Loja Exemplo',
      tipo === 'pj' ? 'LOJA EXEMPLO LTDA' : null,
      tipo === 'pf' ? doc : null,
      tipo === 'pj' ? doc : null,
    ],
  );
  return { id: rows[0].id, doc };
}
