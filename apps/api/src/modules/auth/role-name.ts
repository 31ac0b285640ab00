import type { RoleName } from '../../common/decorators/roles.decorator.js';

/** roles.normalized_name read as the contract's role: a role the code does not know is an error, never a guess. */
export function roleName(value: string): RoleName {
  if (value === 'ADMIN' || value === 'COMERCIAL' || value === 'CLIENTE') return value;
  throw new Error(`Papel desconhecido no banco: ${value}`);
}
