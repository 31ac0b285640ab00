import { Injectable } from '@nestjs/common';
import { sql, type RawBuilder } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';
import type { CadastroClienteData } from './cadastro-cliente-data.js';

export interface ExistingLogin {
  id: number;
  email: string;
  name: string;
  hasPassword: boolean;
  active: boolean;
  clienteId: number | null;
}

/** The customer holding a CPF/CNPJ, and whether it is a pending self-registration (docs/produto.md §5). */
export interface DocumentoHolder {
  clienteId: number;
  pendente: boolean;
}

/**
 * A self-registration owned by nobody yet (alias c): made by the public form (its only login carries
 * the privacy notice accepted there), never confirmed (no password, no sign-in, no link used), and
 * nothing done on it since (staff edit or access given/taken, another contact, quotation, order, Fale
 * conosco message). A new self-registration with the same document replaces it. One rule, here only.
 */
const pendente = (): RawBuilder<boolean> => sql<boolean>`(
      c.versao = 0 AND c.status AND c.anonimizado_em IS NULL
  AND (SELECT count(*) FROM users o WHERE o.cliente_id = c.id) = 1
  AND EXISTS (SELECT 1 FROM users u WHERE u.cliente_id = c.id
        AND u.privacy_notice_version IS NOT NULL AND u.password_hash IS NULL AND u.last_login_at IS NULL
        AND NOT u.email_confirmed AND u.status = 1 AND u.anonimizado_em IS NULL AND u.versao = 0
        AND u.updated_at = u.created_at
        AND NOT EXISTS (SELECT 1 FROM user_tokens k WHERE k.user_id = u.id
                          AND (k.used_at IS NOT NULL OR k.purpose <> 'SET_PASSWORD'))
        AND NOT EXISTS (SELECT 1 FROM contatos m WHERE m.user_id = u.id))
  AND NOT EXISTS (SELECT 1 FROM cotacoes q WHERE q.cliente_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM pedidos p WHERE p.cliente_id = c.id)
  AND NOT EXISTS (SELECT 1 FROM contatos m WHERE m.cliente_id = c.id))`;

@Injectable()
export class CadastroClienteRepository {
  constructor(private readonly db: AppDatabase) {}

  async documentHolder(
    cpf: string | null,
    cnpj: string | null,
    db: Db = this.db,
  ): Promise<DocumentoHolder | undefined> {
    const query = db.selectFrom('clientes as c').select(['c.id', pendente().as('pendente')]);
    const found = await (cpf ? query.where('c.cpf', '=', cpf) : query.where('c.cnpj', '=', cnpj ?? ''))
      .limit(1)
      .executeTakeFirst();
    return found && { clienteId: found.id, pendente: Boolean(found.pendente) };
  }

  /**
   * Locks a pending self-registration (the customer and its login, so a confirmation or a staff
   * action waits) and answers its login's id if it is still pending once locked; undefined otherwise.
   */
  async lockPendente(clienteId: number, db: Db): Promise<number | undefined> {
    await sql`SELECT id FROM clientes WHERE id = ${clienteId} FOR UPDATE`.execute(db);
    await sql`SELECT id FROM users WHERE cliente_id = ${clienteId} ORDER BY id FOR UPDATE`.execute(db);
    // A new statement: sees whatever committed while this one waited for the locks.
    const found = await db
      .selectFrom('clientes as c')
      .innerJoin('users as u', 'u.cliente_id', 'c.id')
      .select('u.id')
      .where('c.id', '=', clienteId)
      .where(pendente())
      .executeTakeFirst();
    return found?.id;
  }

  /** The customer, its login and the login's links (ON DELETE CASCADE): nothing typed before stays. */
  async deleteCliente(clienteId: number, db: Db): Promise<void> {
    await db.deleteFrom('clientes').where('id', '=', clienteId).execute();
  }

  /** The mail jobs queued for a login (its set-password e-mail), alias t as MailQueue.apagarTarefas takes. */
  tarefasDoLogin(userId: number): RawBuilder<unknown> {
    return sql`t.data->'owner'->>'userId' = (${userId}::int)::text`;
  }

  async findLogin(email: string, db: Db = this.db): Promise<ExistingLogin | undefined> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'password_hash', 'status', 'cliente_id'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user) return undefined;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      hasPassword: Boolean(user.password_hash),
      active: user.status === 1,
      clienteId: user.cliente_id,
    };
  }

  /**
   * The customer and its CLIENTE login, without a password (set through the e-mailed link). The
   * registration collects no address: the NOT NULL address columns get '' until the customer fills
   * them in Meus Dados.
   */
  async createClienteAndLogin(
    data: CadastroClienteData,
    aviso: { versao: string; em: Date },
    db: Db,
  ): Promise<{ clienteId: number; userId: number }> {
    const cliente = await db
      .insertInto('clientes')
      .values({
        tipo_pessoa: data.tipo_pessoa,
        nome: data.tipo_pessoa === 'pf' ? data.nome : (data.razao_social ?? `CNPJ ${data.cnpj}`),
        razao_social: data.razao_social,
        cpf: data.cpf,
        cnpj: data.cnpj,
        email_faturamento: data.email.length <= 60 ? data.email : null,
        isento_ie: false,
        status: true,
        cep: '',
        logradouro: '',
        numero: '',
        bairro: '',
        cidade: '',
        uf: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('normalized_name', '=', 'CLIENTE')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({
        email: data.email,
        name: data.nome,
        role_id: role.id,
        status: 1,
        cliente_id: cliente.id,
        // The privacy notice the form showed, accepted by sending it (LGPD consent record).
        privacy_notice_version: aviso.versao,
        privacy_notice_accepted_at: aviso.em,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { clienteId: cliente.id, userId: user.id };
  }
}
