import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * POST /api/public/PublicClientes. The fields are checked together by validateRegistration, whose
 * messages depend on tipo_pessoa; @Allow keeps them through the whitelist and drops anything else.
 */
export class PublicRegistrationDto {
  @ApiPropertyOptional({ type: String, enum: ['pf', 'pj'] })
  @Allow()
  tipo_pessoa?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  nome?: unknown;
  @ApiPropertyOptional({ type: String, example: 'ana@exemplo.com.br' })
  @Allow()
  email?: unknown;
  @ApiPropertyOptional({ type: String, example: '529.982.247-25' })
  @Allow()
  cpf?: unknown;
  @ApiPropertyOptional({ type: String, example: '11.222.333/0001-81' })
  @Allow()
  cnpj?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  razao_social?: unknown;
}
