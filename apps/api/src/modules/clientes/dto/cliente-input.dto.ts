import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { LIMITS, TIPOS_PESSOA, UFS, type TipoPessoa } from '@portal/shared/constants';
import { CLIENTE_FIELDS, clienteErrors, normalizeCliente } from '@portal/shared/validators';
import { EntityRules } from '../../../common/http/entity-rules.decorator.js';
import { VersaoLida } from '../../../common/http/versao-lida.decorator.js';

const L = LIMITS.customer;

/**
 * POST /api/Clientes and PUT /api/Clientes/{id}: the shared customer rules per person type
 * (docs/produto.md §5), values normalised on the way in (upper-case razão social and address, lower-case
 * e-mail, bare documents).
 */
@EntityRules(CLIENTE_FIELDS, normalizeCliente, clienteErrors)
export class ClienteInputDto {
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Ignorado: o id vem da rota.' })
  @Allow()
  id?: unknown;

  @ApiProperty({ enum: TIPOS_PESSOA })
  tipo_pessoa: TipoPessoa;

  @ApiProperty({ maxLength: L.nome, description: 'Nome (pf) ou nome fantasia (pj).' })
  nome: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.razao_social,
    description: 'pj; gravada em maiúsculas.',
  })
  razao_social?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'pj: 14 caracteres (numérico ou alfanumérico), com ou sem máscara.',
    example: '11.222.333/0001-81',
  })
  cnpj?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'pf: 11 dígitos, com ou sem máscara.',
    example: '529.982.247-25',
  })
  cpf?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.ie,
    description: 'Só dígitos; obrigatória para pj não isenta.',
  })
  ie?: string | null;

  @ApiPropertyOptional({ default: false })
  isento_ie?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.email_faturamento,
    description: 'Obrigatório para pj.',
  })
  email_faturamento?: string | null;

  @ApiPropertyOptional({ default: true, description: 'true = ativo.' })
  status?: boolean;

  @ApiProperty({ description: '8 dígitos, com ou sem máscara.', example: '01310-100' })
  cep: string;

  @ApiProperty({ maxLength: L.logradouro })
  logradouro: string;

  @ApiProperty({ maxLength: L.numero })
  numero: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.complemento })
  complemento?: string | null;

  @ApiProperty({ maxLength: L.bairro })
  bairro: string;

  @ApiProperty({ maxLength: L.cidade })
  cidade: string;

  @ApiProperty({ enum: UFS })
  uf: string;

  @VersaoLida()
  versao?: number;
}
