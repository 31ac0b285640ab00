import { normalizeRegistration, REGISTRATION_FIELDS, registrationErrors } from '@portal/shared/validators';
import { EntityRules } from '../../../common/http/entity-rules.decorator.js';

/**
 * POST /api/public/PublicClientes: the shared public registration rules (docs/produto.md §5), whose
 * messages depend on tipo_pessoa. The rules keep the fields through the whitelist and drop anything else.
 */
@EntityRules(REGISTRATION_FIELDS, normalizeRegistration, registrationErrors)
export class PublicRegistrationDto {
  tipo_pessoa?: unknown;
  nome?: unknown;
  email?: unknown;
  cpf?: unknown;
  cnpj?: unknown;
  razao_social?: unknown;
}
