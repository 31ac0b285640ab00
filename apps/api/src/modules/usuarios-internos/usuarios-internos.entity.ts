import { backOfficeEntity } from '../../common/entity/back-office-entity.js';

/** /api/UsuariosInternos for ADMIN alone, with a CSV export. */
export const USUARIOS_INTERNOS = backOfficeEntity({
  path: 'UsuariosInternos',
  tag: 'Usuários internos',
  roles: ['ADMIN'],
  csv: true,
});
