import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from '../openapi/api-doc.decorator.js';

export type RoleName = 'ADMIN' | 'COMERCIAL' | 'CLIENTE';
export const ROLES_KEY = 'roles';

/**
 * The roles allowed on a route. A non-public route without @Roles is refused to everyone (403).
 * The document learns the same: a bearer token, 401 without one, 403 for other roles, and 503
 * because the guard reads the account from the database.
 */
export const Roles = (...roles: RoleName[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), ApiBearerAuth(), ApiErrors(401, 403, 503));

export const STAFF: RoleName[] = ['ADMIN', 'COMERCIAL'];
