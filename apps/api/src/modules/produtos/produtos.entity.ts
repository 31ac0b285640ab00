import { STAFF } from '../../common/decorators/roles.decorator.js';
import { backOfficeEntity } from '../../common/entity/back-office-entity.js';

/** /api/Produtos for ADMIN and COMERCIAL, with a CSV export. */
export const PRODUTOS = backOfficeEntity({
  path: 'Produtos',
  roles: STAFF,
  csv: true,
});
