import { cnpjFromSeed, cpfFrom } from './documents.js';

/** Anything with pg's `query` (a Pool or a Client), so this package needs no driver of its own. */
export interface Queryable {
  query<R extends object>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/** Columns of a customer row a test may set; the rest get plain, valid defaults. */
export interface ClienteRow {
  tipo_pessoa?: 'pf' | 'pj';
  nome?: string;
  razao_social?: string | null;
  cpf?: string | null;
  cnpj?: string | null;
  ie?: string | null;
  email_faturamento?: string | null;
  telefone?: string | null;
  status?: boolean;
  cep?: string;
  logradouro?: string;
  numero?: string;
  complemento?: string | null;
  bairro?: string;
  cidade?: string;
  uf?: string;
}

let sequence = 0;
/** Distinct per call within a process (API test files each run in their own database). */
export function nextNumber(): number {
  sequence += 1;
  return 100_000 + sequence * 7919;
}

/** Inserts a customer straight into the database; pf gets a CPF, pj a CNPJ, unless given. */
export async function insertCliente(db: Queryable, row: ClienteRow = {}): Promise<{ id: number; doc: string }> {
  const tipo = row.tipo_pessoa ?? 'pf';
  const cpf = tipo === 'pf' ? (row.cpf ?? cpfFrom(nextNumber())) : null;
  const cnpj = tipo === 'pj' ? (row.cnpj ?? cnpjFromSeed(nextNumber())) : null;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO clientes (tipo_pessoa, nome, razao_social, cpf, cnpj, ie, email_faturamento, telefone, status, cep,
                           logradouro, numero, complemento, bairro, cidade, uf)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      tipo,
      row.nome ?? `Cliente ${nextNumber()}`,
      row.razao_social ?? null,
      cpf,
      cnpj,
      row.ie ?? null,
      row.email_faturamento ?? null,
      row.telefone ?? null,
      row.status ?? true,
      row.cep ?? '01310100',
      row.logradouro ?? 'AVENIDA PAULISTA',
      row.numero ?? '1000',
      row.complemento ?? null,
      row.bairro ?? 'BELA VISTA',
      row.cidade ?? 'SÃO PAULO',
      row.uf ?? 'SP',
    ],
  );
  return { id: rows[0].id, doc: (cpf ?? cnpj) as string };
}
