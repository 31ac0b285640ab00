import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, MaxLength, Matches } from 'class-validator';
import { CLIENTE_STATUS_FILTROS, LIMITS, SEARCH_DEFAULTS, UFS } from '@portal/shared/constants';
import { maxLengthMessage, SEARCH_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import type { ClienteSearchQuery } from '@portal/shared/dto';
import { SearchQueryDto } from '../../../common/search/search-query.dto.js';
import { IdFilter, TextFilter } from '../../../common/search/filter-decorators.js';
import { blankToLower, blankToUndefined, blankToUpper } from '../../../common/search/query-transforms.js';

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

/** GET /api/Clientes. Blank parameters mean "no filter". */
export class ClienteSearchQueryDto extends SearchQueryDto(CLIENTE_SORT_FIELDS) implements ClienteSearchQuery {
  @ApiPropertyOptional({ enum: ['pf', 'pj', 'todos'], description: 'Vazio ou todos: ambos.' })
  @Transform(blankToLower)
  @IsOptional()
  @IsIn(['pf', 'pj', 'todos'], { message: SERVER_MESSAGES.invalidTipoPessoa })
  tipo_pessoa?: 'pf' | 'pj' | 'todos';

  @IdFilter('ID exato (até 8 dígitos).')
  id?: number;

  @TextFilter({
    description: 'Parte do nome ou da razão social (3+ caracteres, sem diferenciar acentos).',
    minMessage: SEARCH_MESSAGES.nomeMinLength,
    max: LIMITS.filters.nome,
    label: 'O filtro nome',
  })
  nome?: string;

  @ApiPropertyOptional({ description: 'Início do CPF ou CNPJ, com ou sem máscara.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MaxLength(LIMITS.filters.doc, { message: maxLengthMessage('O filtro documento', LIMITS.filters.doc) })
  @Matches(/^[0-9A-Za-z.\-/\s]*[0-9A-Za-z][0-9A-Za-z.\-/\s]*$/, { message: SERVER_MESSAGES.invalidDocFilter })
  doc?: string;

  @TextFilter({
    description: 'Parte do e-mail de faturamento (3+ caracteres).',
    minMessage: SEARCH_MESSAGES.emailMinLength,
    max: LIMITS.filters.email,
    label: 'O filtro e-mail',
  })
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

  @ApiPropertyOptional({ enum: CLIENTE_STATUS_FILTROS, default: SEARCH_DEFAULTS.clientes.statusfiltro })
  @Transform(blankToLower)
  @IsOptional()
  @IsIn(CLIENTE_STATUS_FILTROS, { message: SERVER_MESSAGES.invalidStatusFilter })
  statusfiltro?: (typeof CLIENTE_STATUS_FILTROS)[number];
}
