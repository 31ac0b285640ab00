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
}

/** POST /api/UsuariosInternos and PUT /api/UsuariosInternos/{id} body. */
export interface UsuarioInternoInput {
  id?: number | null;
  email: string;
  name: string;
  phoneNumber?: string | null;
  status: UserStatus;
  roleId: number;
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
