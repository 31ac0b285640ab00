import type { USUARIO_INTERNO_STATUS_FILTROS } from '../constants/search-defaults.js';
import type { UserStatus } from '../constants/domain.js';
import type { PagingQuery } from './paging.js';

/** Internal (staff) user as answered by GET /api/UsuariosInternos and /{id}. */
export interface UsuarioInterno {
  id: number;
  email: string;
  name: string;
  /** Digits only, 10 or 11; null when not given. */
  phoneNumber: string | null;
  /** 1 = ativo, 0 = inativo. */
  status: UserStatus;
  roleId: number;
  /** Normalized role name, e.g. 'ADMIN'. */
  role: string;
  /** Optimistic version: moves by one at each accepted edit; a PUT sends back the one it read. */
  versao: number;
}

/** POST /api/UsuariosInternos and PUT /api/UsuariosInternos/{id} body. */
export interface UsuarioInternoInput {
  id?: number | null;
  email: string;
  name: string;
  phoneNumber?: string | null;
  status: UserStatus;
  roleId: number;
  /** PUT only: the version the form read (absent: no check). */
  versao?: number;
}

/** POST and PUT /api/UsuariosInternos answer: the record's id and its version after the save. */
export interface UsuarioInternoSalvo {
  message: string;
  id: number;
  versao: number;
}

/** Internal user status filter: '1' ativo, '0' inativo. */
export type UsuarioInternoStatusFiltro = (typeof USUARIO_INTERNO_STATUS_FILTROS)[number];

/** GET /api/UsuariosInternos query. Empty strings mean "no filter". */
export interface UsuarioInternoSearchQuery extends PagingQuery {
  id?: number | string;
  name?: string;
  email?: string;
  statusFiltro?: UsuarioInternoStatusFiltro;
  /** Normalized role name, or '' for all. */
  role?: string;
}

/** GET /api/UsuariosInternos/roles item. */
export interface Role {
  id: number;
  normalizedName: string;
}
