import { SetMetadata } from '@nestjs/common';

export type RoleName = 'ADMIN' | 'COMERCIAL' | 'CLIENTE';
export const ROLES_KEY = 'roles';

/** The roles allowed on a route. A non-public route without @Roles is refused to everyone (403). */
export const Roles = (...roles: RoleName[]) => SetMetadata(ROLES_KEY, roles);

export const STAFF: RoleName[] = ['ADMIN', 'COMERCIAL'];
