import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, MaxLength, Min, MinLength, Matches } from 'class-validator';
import { LIMITS, UFS } from '@portal/shared/constants';
import { maxLengthMessage, SEARCH_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import { SearchQueryDto } from '../../../common/search/search-query.dto.js';
import {
  blankToLower,
  blankToUndefined,
  blankToUpper,
  toOptionalInt,
} from '../../../common/search/query-transforms.js';

export const CLIENTE_SORT_FIELDS = [
  'id',
  'tipo_pessoa',
  'nome',
  'razao_social',
  'doc',
  'email_faturamento',
  'status',
  'uf',
  'cidade',
] as const;
export type ClienteSortField = (typeof CLIENTE_SORT_FIELDS)[number];

export const CLIENTE_STATUS_FILTROS = ['ativo', 'inativo', 'todos'] as const;

/** GET /api/Clientes. Blank parameters mean "no filter". */
export class ClienteSearchQueryDto extends SearchQueryDto(CLIENTE_SORT_FIELDS) {
  @ApiPropertyOptional({ enum: ['pf', 'pj', 'todos'], description: 'Vazio ou todos: ambos.' })
  @Transform(blankToLower)
  @IsOptional()
  @IsIn(['pf', 'pj', 'todos'], { message: SERVER_MESSAGES.invalidTipoPessoa })
  tipo_pessoa?: 'pf' | 'pj' | 'todos';

  @ApiPropertyOptional({ type: Number, description: 'ID exato (até 8 dígitos).' })
  @Transform(toOptionalInt)
  @IsOptional()
  @IsInt({ message: SERVER_MESSAGES.invalidId })
  @Min(1, { message: SERVER_MESSAGES.invalidId })
  @Max(99_999_999, { message: SERVER_MESSAGES.invalidId })
  id?: number;

  @ApiPropertyOptional({ description: 'Parte do nome ou da razão social (3+ caracteres, sem diferenciar acentos).' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MinLength(LIMITS.minSearchText, { message: SEARCH_MESSAGES.nomeMinLength })
  @MaxLength(LIMITS.filters.nome, { message: maxLengthMessage('O filtro nome', LIMITS.filters.nome) })
  nome?: string;

  @ApiPropertyOptional({ description: 'Início do CPF ou CNPJ, com ou sem máscara.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MaxLength(LIMITS.filters.doc, { message: maxLengthMessage('O filtro documento', LIMITS.filters.doc) })
  @Matches(/^[0-9A-Za-z.\-/\s]*[0-9A-Za-z][0-9A-Za-z.\-/\s]*$/, { message: SERVER_MESSAGES.invalidDocFilter })
  doc?: string;

  @ApiPropertyOptional({ description: 'Parte do e-mail de faturamento (3+ caracteres).' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MinLength(LIMITS.minSearchText, { message: SEARCH_MESSAGES.emailMinLength })
  @MaxLength(LIMITS.filters.email, { message: maxLengthMessage('O filtro e-mail', LIMITS.filters.email) })
  email_faturamento?: string;

  @ApiPropertyOptional({ enum: UFS })
  @Transform(blankToUpper)
  @IsOptional()
  @IsIn(UFS, { message: SERVER_MESSAGES.invalidUf })
  uf?: string;

  @ApiPropertyOptional({ description: 'Parte do nome da cidade.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MaxLength(LIMITS.filters.cidade, { message: maxLengthMessage('O filtro cidade', LIMITS.filters.cidade) })
  cidade?: string;

  @ApiPropertyOptional({ enum: CLIENTE_STATUS_FILTROS, default: 'ativo' })
  @Transform(blankToLower)
  @IsOptional()
  @IsIn(CLIENTE_STATUS_FILTROS, { message: SERVER_MESSAGES.invalidStatusFilter })
  statusfiltro?: (typeof CLIENTE_STATUS_FILTROS)[number];
}
