import { Injectable } from '@nestjs/common';
import type { ClienteUsuario, Destinatario } from '@portal/shared/dto';
import { sql } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';
import { ContasExcluidas } from '../accounts/index.js';
import { destinatariosDoCliente } from './destinatarios.js';

export interface Login {
  id: number;
  clienteId: number | null;
  nome: string;
  email: string;
  ativo: boolean;
}

/** A login's columns as Login names them. */
const LOGIN = ['id', 'cliente_id as clienteId', 'name as nome', 'email', sql<boolean>`status = 1`.as('ativo')] as const;

/** An instant as the API writes it (ISO 8601, UTC, milliseconds), or null. */
const iso = (column: string) =>
  sql<string | null>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The CLIENTE logins of a customer's contacts (users.cliente_id = the customer). */
@Injectable()
export class ContatosPortalRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly excluidas: ContasExcluidas,
  ) {}

  /** The customer, locked for the invitation; undefined when it does not exist. */
  async cliente(id: number, db: Db = this.db): Promise<{ id: number; nome: string; anonimizado: boolean } | undefined> {
    return db
      .selectFrom('clientes')
      .select(['id', 'nome', sql<boolean>`anonimizado_em IS NOT NULL`.as('anonimizado')])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async exists(id: number, db: Db = this.db): Promise<true | undefined> {
    const found = await db.selectFrom('clientes').select('id').where('id', '=', id).executeTakeFirst();
    return found ? true : undefined;
  }

  destinatarios(clienteId: number, db: Db = this.db): Promise<Destinatario[]> {
    return destinatariosDoCliente(db, clienteId, this.excluidas);
  }

  /** The customer's logins, active first, or undefined when the customer does not exist. */
  async list(clienteId: number, db: Db = this.db): Promise<ClienteUsuario[] | undefined> {
    const rows = await db
      .selectFrom('clientes as c')
      .leftJoin('users as u', 'u.cliente_id', 'c.id')
      .select([
        'u.id',
        'u.name as nome',
        'u.email',
        sql<boolean>`u.status = 1`.as('ativo'),
        sql<boolean>`u.password_hash IS NOT NULL`.as('senhaDefinida'),
        iso('u.created_at').as('criadoEm'),
        iso('u.last_login_at').as('ultimoAcesso'),
      ])
      .where('c.id', '=', clienteId)
      .orderBy('u.status', 'desc')
      .orderBy('u.name')
      .orderBy('u.id')
      .execute();
    if (!rows.length) return undefined;
    // The left join's empty row (a customer without logins) has every login column null.
    return rows.flatMap(({ id, nome, email, criadoEm, ...row }) =>
      id === null || nome === null || email === null || criadoEm === null
        ? []
        : [{ ...row, id, nome, email, criadoEm }],
    );
  }

  async byEmail(email: string, db: Db = this.db): Promise<Login | undefined> {
    return db.selectFrom('users').select(LOGIN).where('email', '=', email).executeTakeFirst();
  }

  async hasPassword(id: number, db: Db = this.db): Promise<boolean> {
    const user = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
    return Boolean(user?.password_hash);
  }

  /** The login, locked, only if it belongs to this customer. */
  async ofCliente(clienteId: number, userId: number, db: Db = this.db): Promise<Login | undefined> {
    return db
      .selectFrom('users')
      .select(LOGIN)
      .where('id', '=', userId)
      .where('cliente_id', '=', clienteId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** A CLIENTE login without a password: the invitation's link sets it. */
  async insert(clienteId: number, nome: string, email: string, db: Db = this.db): Promise<number> {
    const row = await db
      .insertInto('users')
      .values((eb) => ({
        email,
        name: nome,
        role_id: eb.selectFrom('roles').select('id').where('normalized_name', '=', 'CLIENTE'),
        cliente_id: clienteId,
        status: 1,
      }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** As insert, but null when the address was taken meanwhile (the caller then sends no link). */
  async insertIfAbsent(clienteId: number, nome: string, email: string, db: Db = this.db): Promise<number | null> {
    const row = await db
      .insertInto('users')
      .columns(['email', 'name', 'role_id', 'cliente_id', 'status'])
      .expression((eb) =>
        eb
          .selectFrom('roles as r')
          .select([
            eb.val(email).as('email'),
            eb.val(nome).as('name'),
            'r.id',
            sql<number>`${clienteId}::int`.as('cliente_id'),
            eb.lit(1).as('status'),
          ])
          .where('r.normalized_name', '=', 'CLIENTE'),
      )
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * A revoked login invited again: active, with the name typed now, and without its old password:
   * a new invitation, so the contact signs in only after setting one through the new link.
   */
  async reactivate(id: number, nome: string, db: Db = this.db): Promise<void> {
    await db
      .updateTable('users')
      .set({ status: 1, name: nome, password_hash: null, must_change_password: false, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  /** The login stops: refused at sign-in, and tokens issued before now are refused. */
  async revoke(id: number, at: Date, db: Db = this.db): Promise<void> {
    await db
      .updateTable('users')
      .set({ status: 0, sessions_valid_after: at, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }
}
