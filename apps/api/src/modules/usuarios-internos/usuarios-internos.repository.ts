import { SEARCH_DEFAULTS, type UserStatus } from '@portal/shared/constants';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { rowDiffers } from '../../database/row-differs.js';
import { AppDatabase, type Db } from '../../database/database.js';
import { EntitySearch } from '../../database/entity-repository.js';
import type { PageQuery } from '../../database/search-page.js';
import { pageWindow } from '../../common/search/search-result.js';
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
const STAFF_ROLES = ['ADMIN', 'COMERCIAL'] as const;
const STAFF_ONLY = `r.normalized_name IN (${STAFF_ROLES.map((role) => `'${role}'`).join(', ')})`;
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

function userStatus(value: number): UserStatus {
  if (value === 0 || value === 1) return value;
  throw new Error(`Status de usuário desconhecido no banco: ${value}`);
}

const withRole = (db: Db) => db.selectFrom('users as u').innerJoin('roles as r', 'r.id', 'u.role_id');

/** The API columns of a staff login. */
const staffColumns = (db: Db) =>
  withRole(db).select([
    'u.id',
    'u.email',
    'u.name',
    'u.phone_number as phoneNumber',
    'u.status',
    'u.role_id as roleId',
    'r.normalized_name as role',
    'u.versao',
  ]);

/** A staff login as the search and the CSV export read it. */
export type StaffCsvRow = Awaited<ReturnType<ReturnType<typeof staffColumns>['executeTakeFirstOrThrow']>>;

/** StaffData's fields under their column names (undefined: left as is). */
const toColumns = (data: Partial<StaffData>) => ({
  email: data.email,
  name: data.name,
  phone_number: data.phoneNumber,
  status: data.status,
  role_id: data.roleId,
});

@Injectable()
export class UsuariosInternosRepository extends EntitySearch<
  StaffCsvRow,
  UsuarioInternoDto,
  UsuarioInternoSearchQueryDto
> {
  constructor(db: AppDatabase) {
    super(db, { key: 'u.id', fromRow: (row) => ({ ...row, status: userStatus(row.status) }) });
  }

  protected rows(db: Db) {
    return staffColumns(db);
  }

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
      from: 'users u JOIN roles r ON r.id = u.role_id',
      where,
      sort: { expression: SORT_SQL[window.sortField], direction: window.direction },
      key: 'u.id',
      window,
    };
  }

  staffRoles(db: Db = this.db): Promise<RoleDto[]> {
    return db
      .selectFrom('roles as r')
      .select(['r.id', 'r.normalized_name as normalizedName'])
      .where('r.normalized_name', 'in', STAFF_ROLES)
      .orderBy('r.id')
      .execute();
  }

  /** The staff role with this id, or undefined (unknown id or the CLIENTE role). */
  async staffRole(roleId: number, db: Db = this.db): Promise<string | undefined> {
    const role = await db
      .selectFrom('roles')
      .select('normalized_name')
      .where('id', '=', roleId)
      .where('normalized_name', 'in', STAFF_ROLES)
      .executeTakeFirst();
    return role?.normalized_name;
  }

  /** A staff login by id; `lock` takes a row lock for the rest of the transaction. */
  async findStaff(id: number, db: Db = this.db, lock = false): Promise<StaffRow | undefined> {
    const query = staffColumns(db)
      .select(['u.email_confirmed as emailConfirmed', sql<boolean>`u.password_hash IS NOT NULL`.as('hasPassword')])
      .where('u.id', '=', id)
      .where('r.normalized_name', 'in', STAFF_ROLES);
    const row = await (lock ? query.forUpdate('u') : query).executeTakeFirst();
    return row && { ...row, status: userStatus(row.status) };
  }

  /**
   * Locks every active admin, always in id order, and answers their ids: two requests that could
   * leave no active admin queue up here instead of both passing the check.
   */
  async lockActiveAdmins(db: Db = this.db): Promise<number[]> {
    const rows = await withRole(db)
      .select('u.id')
      .where('r.normalized_name', '=', 'ADMIN')
      .where('u.status', '=', 1)
      .orderBy('u.id')
      .forUpdate('u')
      .execute();
    return rows.map((row) => row.id);
  }

  async emailTaken(email: string, exceptId: number | undefined, db: Db = this.db): Promise<boolean> {
    const found = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    return found !== undefined && found.id !== exceptId;
  }

  async insert(data: StaffData, db: Db = this.db): Promise<{ id: number; versao: number }> {
    return db
      .insertInto('users')
      .values({ ...toColumns(data), email: data.email, name: data.name, role_id: data.roleId, email_confirmed: false })
      .returning(['id', 'versao'])
      .executeTakeFirstOrThrow();
  }

  /**
   * Writes the login and moves its `versao` by one, in one statement, only when some value differs
   * from the stored one. With `versao` (the version the form read), only while that is still the
   * stored one. undefined: nothing written (someone saved it since, or nothing would change).
   */
  async update(id: number, data: Partial<StaffData>, db: Db = this.db, versao?: number): Promise<number | undefined> {
    const row = await db
      .updateTable('users')
      .set((eb) => ({ ...toColumns(data), updated_at: sql`now()`, versao: eb('versao', '+', 1) }))
      .where('id', '=', id)
      .$if(versao !== undefined, (qb) => qb.where('versao', '=', versao!))
      .where(rowDiffers(toColumns(data)))
      .returning('versao')
      .executeTakeFirst();
    return row?.versao;
  }

  async delete(id: number, db: Db = this.db): Promise<void> {
    await db.deleteFrom('users').where('id', '=', id).execute();
  }
}
