import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, MaxLength, Min, MinLength } from 'class-validator';
import { LIMITS } from '@portal/shared/constants';
import { maxLengthMessage, SEARCH_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import { SearchQueryDto } from '../../../common/search/search-query.dto.js';
import {
  blankToLower,
  blankToUndefined,
  blankToUpper,
  toOptionalInt,
} from '../../../common/search/query-transforms.js';
import { STAFF } from '../../../common/decorators/roles.decorator.js';

export const INTERNAL_USER_SORT_FIELDS = ['id', 'name', 'email', 'role', 'status', 'phoneNumber'] as const;
export type InternalUserSortField = (typeof INTERNAL_USER_SORT_FIELDS)[number];

export const INTERNAL_USER_STATUS_FILTROS = ['1', '0', 'todos'] as const;

/** GET /api/UsuariosInternos (staff logins only). Blank parameters mean "no filter". */
export class InternalUserSearchQueryDto extends SearchQueryDto(INTERNAL_USER_SORT_FIELDS) {
  @ApiPropertyOptional({ type: Number })
  @Transform(toOptionalInt)
  @IsOptional()
  @IsInt({ message: SERVER_MESSAGES.invalidId })
  @Min(1, { message: SERVER_MESSAGES.invalidId })
  @Max(99_999_999, { message: SERVER_MESSAGES.invalidId })
  id?: number;

  @ApiPropertyOptional({ description: 'Parte do nome (3+ caracteres).' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MinLength(LIMITS.minSearchText, { message: SEARCH_MESSAGES.nomeMinLength })
  @MaxLength(LIMITS.filters.nome, { message: maxLengthMessage('O filtro nome', LIMITS.filters.nome) })
  name?: string;

  @ApiPropertyOptional({ description: 'Parte do e-mail (3+ caracteres).' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MinLength(LIMITS.minSearchText, { message: SEARCH_MESSAGES.emailMinLength })
  @MaxLength(LIMITS.filters.email, { message: maxLengthMessage('O filtro e-mail', LIMITS.filters.email) })
  email?: string;

  @ApiPropertyOptional({ enum: STAFF, description: 'Nome normalizado do perfil; vazio: todos.' })
  @Transform(blankToUpper)
  @IsOptional()
  @IsIn(STAFF, { message: SERVER_MESSAGES.roleNotFound })
  role?: string;

  @ApiPropertyOptional({ enum: INTERNAL_USER_STATUS_FILTROS, default: '1', description: '1 ativo, 0 inativo.' })
  @Transform(blankToLower)
  @IsOptional()
  @IsIn(INTERNAL_USER_STATUS_FILTROS, { message: SERVER_MESSAGES.invalidStatusFilter })
  statusFiltro?: (typeof INTERNAL_USER_STATUS_FILTROS)[number];
}
