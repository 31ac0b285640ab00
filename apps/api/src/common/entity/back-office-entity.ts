import type { RoleName } from '../decorators/roles.decorator.js';

/**
 * What the shared registries need to know of a back-office entity, said once in its module's
 * `<entity>.entity.ts` and found there by file name: the controller's path and roles, the route
 * policy and role matrix of the tests, the OpenAPI check, the hostile-input fuzzer. A new entity
 * edits none of those files (docs/contribuindo.md).
 */
export interface BackOfficeEntity {
  /** The controller's path as the API spells it ('Produtos' serves /api/Produtos). */
  path: string;
  /** The OpenAPI tag, when it is not the path. */
  tag?: string;
  /** Who may call every route under the path. */
  roles: readonly RoleName[];
  /** It serves GET <path>/export (the search as CSV). */
  csv: boolean;
  /** A valid body of POST and PUT, varied by n: the fuzzer breaks it field by field. */
  validBody?: (n: number) => Record<string, unknown>;
}

/** Declares an entity (the identity function, so the object keeps its literal types). */
export const backOfficeEntity = <E extends BackOfficeEntity>(entity: E): E => entity;
