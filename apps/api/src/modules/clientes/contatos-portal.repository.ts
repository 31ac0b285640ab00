import { Injectable } from '@nestjs/common';
import type { ClienteUsuario, Destinatario } from '@portal/shared/dto';
import type { Db, Tx } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import { destinatariosDoCliente } from './destinatarios.js';

export interface Login {
  id: number;
  clienteId: number | null;
  nome: string;
  email: string;
  ativo: boolean;
}

/** The CLIENTE logins of a customer's contacts (users.cliente_id = the customer). */
@Injectable()
export class ContatosPortalRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The customer, locked for the invitation; undefined when it does not exist. */
  async cliente(id: number, tx: Tx): Promise<{ id: number; nome: string; anonimizado: boolean } | undefined> {
    const rows = await tx.$queryRawUnsafe<{ id: number; nome: string; anonimizado: boolean }[]>(
      `SELECT id, nome, anonimizado_em IS NOT NULL AS anonimizado FROM clientes WHERE id = $1::int FOR UPDATE`,
      id,
    );
    return rows[0];
  }

  async exists(id: number): Promise<true | undefined> {
    const found = await this.prisma.cliente.findUnique({ where: { id }, select: { id: true } });
    return found ? true : undefined;
  }

  destinatarios(clienteId: number): Promise<Destinatario[]> {
    return destinatariosDoCliente(this.prisma, clienteId);
  }

  /** The customer's logins, active first, or undefined when the customer does not exist. */
  async list(clienteId: number): Promise<ClienteUsuario[] | undefined> {
    const { rows } = await this.prisma.pool.query<ClienteUsuario & { id: number | null }>(
      `SELECT u.id, u.name AS nome, u.email, u.status = 1 AS ativo, u.password_hash IS NOT NULL AS "senhaDefinida",
              to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "criadoEm",
              to_char(u.last_login_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "ultimoAcesso"
         FROM clientes c LEFT JOIN users u ON u.cliente_id = c.id
        WHERE c.id = $1
        ORDER BY u.status DESC, u.name, u.id`,
      [clienteId],
    );
    if (!rows.length) return undefined;
    return rows.filter((row) => row.id !== null);
  }

  async byEmail(email: string, tx: Tx): Promise<Login | undefined> {
    const user = await tx.user.findUnique({ where: { email }, select: LOGIN });
    return user ? toLogin(user) : undefined;
  }

  async hasPassword(id: number, tx: Tx): Promise<boolean> {
    const user = await tx.user.findUnique({ where: { id }, select: { passwordHash: true } });
    return Boolean(user?.passwordHash);
  }

  /** The login, locked, only if it belongs to this customer. */
  async ofCliente(clienteId: number, userId: number, tx: Tx): Promise<Login | undefined> {
    const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
      `SELECT id FROM users WHERE id = $1::int AND cliente_id = $2::int FOR UPDATE`,
      userId,
      clienteId,
    );
    if (!rows.length) return undefined;
    return toLogin(await tx.user.findUniqueOrThrow({ where: { id: userId }, select: LOGIN }));
  }

  /** A CLIENTE login without a password: the invitation's link sets it. */
  async insert(clienteId: number, nome: string, email: string, tx: Tx): Promise<number> {
    const role = await tx.role.findUniqueOrThrow({ where: { normalizedName: 'CLIENTE' }, select: { id: true } });
    const user = await tx.user.create({
      data: { email, name: nome, roleId: role.id, clienteId, status: 1 },
      select: { id: true },
    });
    return user.id;
  }

  /** As insert, but null when the address was taken meanwhile (the caller then sends no link). */
  async insertIfAbsent(clienteId: number, nome: string, email: string, tx: Tx): Promise<number | null> {
    const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO users (email, name, role_id, cliente_id, status)
       SELECT $1, $2, r.id, $3::int, 1 FROM roles r WHERE r.normalized_name = 'CLIENTE'
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      email,
      nome,
      clienteId,
    );
    return rows[0]?.id ?? null;
  }

  /** A revoked login invited again: active, with the name typed now. */
  async reactivate(id: number, nome: string, tx: Tx): Promise<void> {
    await tx.user.update({ where: { id }, data: { status: 1, name: nome } });
  }

  /** The login stops: refused at sign-in, and tokens issued before now are refused. */
  async revoke(id: number, at: Date, db: Db): Promise<void> {
    await db.user.update({ where: { id }, data: { status: 0, sessionsValidAfter: at } });
  }
}

const LOGIN = { id: true, clienteId: true, name: true, email: true, status: true } as const;

function toLogin(user: { id: number; clienteId: number | null; name: string; email: string; status: number }): Login {
  return { id: user.id, clienteId: user.clienteId, nome: user.name, email: user.email, ativo: user.status === 1 };
}
