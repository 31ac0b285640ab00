import { Allow } from 'class-validator';

/**
 * POST /api/public/PublicClientes. The fields are checked together by validateRegistration, whose
 * messages depend on tipo_pessoa; @Allow keeps them through the whitelist and drops anything else.
 */
export class PublicRegistrationDto {
  @Allow() tipo_pessoa?: unknown;
  @Allow() nome?: unknown;
  @Allow() email?: unknown;
  @Allow() cpf?: unknown;
  @Allow() cnpj?: unknown;
  @Allow() razao_social?: unknown;
}
