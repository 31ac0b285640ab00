import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { LIMITS, SEARCH_DEFAULTS, USUARIO_INTERNO_STATUS_FILTROS } from '@portal/shared/constants';
import type { UsuarioInternoSearchQuery } from '@portal/shared/dto';
import { SEARCH_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import { SearchQueryDto } from '../../../common/search/search-query.dto.js';
import { IdFilter, TextFilter } from '../../../common/search/filter-decorators.js';
import { blankToLower, blankToUpper } from '../../../common/search/query-transforms.js';
import { STAFF } from '../../../common/decorators/roles.decorator.js';

export const USUARIO_INTERNO_SORT_FIELDS = ['id', 'name', 'email', 'role', 'status', 'phoneNumber'] as const;
export type UsuarioInternoSortField = (typeof USUARIO_INTERNO_SORT_FIELDS)[number];

/** GET /api/UsuariosInternos (staff logins only). Blank parameters mean "no filter". */
export class UsuarioInternoSearchQueryDto
  extends SearchQueryDto(USUARIO_INTERNO_SORT_FIELDS)
  implements UsuarioInternoSearchQuery
{
  @IdFilter()
  id?: number;

  @TextFilter({
    description: 'Parte do nome (3+ caracteres).',
    minMessage: SEARCH_MESSAGES.nomeMinLength,
    max: LIMITS.filters.nome,
    label: 'O filtro nome',
  })
  name?: string;

  @TextFilter({
    description: 'Parte do e-mail (3+ caracteres).',
    minMessage: SEARCH_MESSAGES.emailMinLength,
    max: LIMITS.filters.email,
    label: 'O filtro e-mail',
  })
  email?: string;

  @ApiPropertyOptional({ enum: STAFF, description: 'Nome normalizado do perfil; vazio: todos.' })
  @Transform(blankToUpper)
  @IsOptional()
  @IsIn(STAFF, { message: SERVER_MESSAGES.roleNotFound })
  role?: string;

  @ApiPropertyOptional({
    enum: USUARIO_INTERNO_STATUS_FILTROS,
    default: SEARCH_DEFAULTS.usuariosInternos.statusFiltro,
    description: '1 ativo, 0 inativo.',
  })
  @Transform(blankToLower)
  @IsOptional()
  @IsIn(USUARIO_INTERNO_STATUS_FILTROS, { message: SERVER_MESSAGES.invalidStatusFilter })
  statusFiltro?: (typeof USUARIO_INTERNO_STATUS_FILTROS)[number];
}
