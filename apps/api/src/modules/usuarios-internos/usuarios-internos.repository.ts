import { SEARCH_DEFAULTS } from '@portal/shared/constants';
import { Injectable } from '@nestjs/common';
import type { Db, Tx } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';
import { searchPage, type PageQuery } from '../../database/search-page.js';
import { pageWindow, type SearchResult } from '../../common/search/search-result.js';
import { containsPattern, SqlWhere } from '../../database/sql-where.js';
import type { UsuarioInternoSearchQueryDto, UsuarioInternoSortField } from './dto/usuario-interno-search-query.dto.js';
import type { UsuarioInternoDto, RoleDto } from './dto/usuario-interno.response.js';

/** A staff login with what the rules need besides the API fields. */
export interface StaffRow extends UsuarioInternoDto {
  emailConfirmed: boolean;
  hasPassword: boolean;
}

export interface StaffData {
  email: string;
  name: string;
  phoneNumber: string | null;
  status: number;
  roleId: number;
}

// Only staff logins are internal users; CLIENTE logins never appear or change here.
const STAFF_ONLY = `r.normalized_name IN ('ADMIN', 'COMERCIAL')`;
// Implied by STAFF_ONLY (staff logins have no customer); said so that users_staff_name_idx applies.
const STAFF_ROWS = 'u.cliente_id IS NULL';

const SORT_SQL: Record<UsuarioInternoSortField, string> = {
  id: 'u.id',
  name: 'u.name',
  email: 'u.email',
  role: 'r.normalized_name',
  status: 'u.status',
  phoneNumber: 'u.phone_number',
};

const COLUMNS = `u.id, u.email, u.name, u.phone_number AS "phoneNumber", u.status::int AS status,
  u.role_id AS "roleId", r.normalized_name AS role`;

@Injectable()
export class UsuariosInternosRepository {
  constructor(private readonly prisma: PrismaService) {}

  search(query: UsuarioInternoSearchQueryDto): Promise<SearchResult<UsuarioInternoDto>> {
    return searchPage<UsuarioInternoDto>(this.prisma.pool, this.pageQuery(query));
  }

  /** The search's statement parts (filters, sort, page), shared by the search and the CSV export. */
  pageQuery(query: UsuarioInternoSearchQueryDto): PageQuery {
    const window = pageWindow(query, SEARCH_DEFAULTS.usuariosInternos.sort);
    const status = { '1': 1, '0': 0, todos: undefined }[
      query.statusFiltro ?? SEARCH_DEFAULTS.usuariosInternos.statusFiltro
    ];
    const where = new SqlWhere()
      .always(STAFF_ONLY)
      .always(STAFF_ROWS)
      .when(query.id, (p) => `u.id = ${p}`)
      .when(query.name && containsPattern(query.name), (p) => `u.name ILIKE ${p}`)
      .when(query.email && containsPattern(query.email), (p) => `u.email ILIKE ${p}`)
      .when(query.role, (p) => `r.normalized_name = ${p}`)
      .when(status, (p) => `u.status = ${p}`);
    return {
      select: COLUMNS,
      from: 'users u JOIN roles r ON r.id = u.role_id',
      where,
      sort: { expression: SORT_SQL[window.sortField], direction: window.direction },
      key: 'u.id',
      window,
    };
  }

  async staffRoles(): Promise<RoleDto[]> {
    const { rows } = await this.prisma.pool.query<RoleDto>(
      `SELECT r.id, r.normalized_name AS "normalizedName" FROM roles r WHERE ${STAFF_ONLY} ORDER BY r.id`,
    );
    return rows;
  }

  /** The staff role with this id, or undefined (unknown id or the CLIENTE role). */
  async staffRole(roleId: number, tx: Tx): Promise<string | undefined> {
    const role = await tx.role.findUnique({ where: { id: roleId }, select: { normalizedName: true } });
    return role && ['ADMIN', 'COMERCIAL'].includes(role.normalizedName) ? role.normalizedName : undefined;
  }

  /** A staff login by id; `lock` takes a row lock for the rest of the transaction. */
  async findStaff(id: number, db: Db = this.prisma, lock = false): Promise<StaffRow | undefined> {
    const rows = await db.$queryRawUnsafe<StaffRow[]>(
      `SELECT ${COLUMNS}, u.email_confirmed AS "emailConfirmed", u.password_hash IS NOT NULL AS "hasPassword"
         FROM users u JOIN roles r ON r.id = u.role_id
        WHERE u.id = $1 AND ${STAFF_ONLY}${lock ? ' FOR UPDATE OF u' : ''}`,
      id,
    );
    return rows[0];
  }

  /**
   * Locks every active admin, always in id order, and answers their ids: two requests that could
   * leave no active admin queue up here instead of both passing the check.
   */
  async lockActiveAdmins(tx: Tx): Promise<number[]> {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id
       WHERE r.normalized_name = 'ADMIN' AND u.status = 1
       ORDER BY u.id FOR UPDATE OF u`;
    return rows.map((row) => row.id);
  }

  async emailTaken(email: string, exceptId: number | undefined, db: Tx): Promise<boolean> {
    const found = await db.user.findUnique({ where: { email }, select: { id: true } });
    return found !== null && found.id !== exceptId;
  }

  async insert(data: StaffData, tx: Tx): Promise<number> {
    const created = await tx.user.create({ data: { ...data, emailConfirmed: false }, select: { id: true } });
    return created.id;
  }

  async update(id: number, data: Partial<StaffData>, tx: Tx): Promise<void> {
    await tx.user.update({ where: { id }, data });
  }

  async delete(id: number, tx: Tx): Promise<void> {
    await tx.user.delete({ where: { id } });
  }
}
