import type pg from 'pg';
import { insertUser, tokenFor, type TestApp, type TestUser } from '../support/test-app.js';

export type Role = 'ADMIN' | 'COMERCIAL' | 'CLIENTE';

export interface Caller {
  user: TestUser;
  auth: { Authorization: string };
}

/** A signed-in user of the role, ready to send as headers. */
export async function callerFor(
  t: TestApp,
  role: Role,
  fields: Parameters<typeof insertUser>[2] = {},
): Promise<Caller> {
  const user = await insertUser(t.db, role, fields);
  return { user, auth: { Authorization: `Bearer ${await tokenFor(t.app, user, role)}` } };
}

/** A valid CPF from a 9-digit base. */
export function cpfFrom(base: number): string {
  const digits = String(base % 1_000_000_000).padStart(9, '0');
  const dv = (text: string) => {
    let sum = 0;
    for (let i = 0; i < text.length; i++) sum += Number(text[i]) * (text.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = dv(digits);
  return `${digits}${first}${dv(digits + first)}`;
}

/** A valid CNPJ from a 12-character base of [0-9A-Z] (numeric or alphanumeric). */
export function cnpjFrom(base: string): string {
  const dv = (text: string) => {
    const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2].slice(13 - text.length);
    let sum = 0;
    for (let i = 0; i < text.length; i++) sum += (text.charCodeAt(i) - 48) * weights[i];
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = dv(base);
  return `${base}${first}${dv(base + first)}`;
}

let sequence = 0;
/** Distinct per call within a file (each file has its own database). */
export function nextNumber(): number {
  sequence += 1;
  return 100_000 + sequence * 7919;
}

export interface ClienteRow {
  tipo_pessoa?: 'pf' | 'pj';
  nome?: string;
  razao_social?: string | null;
  cpf?: string | null;
  cnpj?: string | null;
  email_faturamento?: string | null;
  status?: boolean;
  uf?: string;
  cidade?: string;
}

/** Inserts a customer straight into the database (search fixtures); returns its id. */
export async function insertCliente(db: pg.Pool, row: ClienteRow = {}): Promise<number> {
  const tipo = row.tipo_pessoa ?? 'pf';
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO clientes (tipo_pessoa, nome, razao_social, cpf, cnpj, email_faturamento, status, cep, logradouro,
                           numero, bairro, cidade, uf)
     VALUES ($1, $2, $3, $4, $5, $6, $7, '01310100', 'AV PAULISTA', '1000', 'BELA VISTA', $8, $9) RETURNING id`,
    [
      tipo,
      row.nome ?? `Cliente ${nextNumber()}`,
      row.razao_social ?? null,
      tipo === 'pf' ? (row.cpf ?? cpfFrom(nextNumber())) : null,
      tipo === 'pj' ? (row.cnpj ?? cnpjFrom(String(nextNumber()).padStart(8, '0') + '0001')) : null,
      row.email_faturamento ?? null,
      row.status ?? true,
      row.cidade ?? 'SAO PAULO',
      row.uf ?? 'SP',
    ],
  );
  return rows[0].id;
}

export interface AuditRow {
  message: string;
  data: Record<string, unknown>;
}

/** Audit entries whose action matches, oldest first. */
export async function auditEntries(db: pg.Pool, action: string): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT message, data FROM audit_logs WHERE data->>'action' = $1 ORDER BY id`,
    [action],
  );
  return rows;
}
