import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, MaxLength } from 'class-validator';
import { LIMITS, PRODUTO_STATUS_FILTROS, SEARCH_DEFAULTS } from '@portal/shared/constants';
import { maxLengthMessage, PRODUTO_MESSAGES, SEARCH_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import type { ProdutoSearchQuery } from '@portal/shared/dto';
import { SearchQueryDto } from '../../../common/search/search-query.dto.js';
import { IdFilter, TextFilter } from '../../../common/search/filter-decorators.js';
import { blankToLower, blankToUndefined } from '../../../common/search/query-transforms.js';

export const PRODUTO_SORT_FIELDS = ['id', 'sku', 'nome', 'tipo', 'status', 'criado_em'] as const;
export type ProdutoSortField = (typeof PRODUTO_SORT_FIELDS)[number];

/** GET /api/Produtos. Blank parameters mean "no filter". */
export class ProdutoSearchQueryDto extends SearchQueryDto(PRODUTO_SORT_FIELDS) implements ProdutoSearchQuery {
  @IdFilter()
  id?: number;

  @ApiPropertyOptional({ description: 'Parte do SKU.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MaxLength(LIMITS.product.sku, { message: maxLengthMessage('O filtro SKU', LIMITS.product.sku) })
  sku?: string;

  @TextFilter({
    description: 'Parte do nome (3+ caracteres).',
    minMessage: SEARCH_MESSAGES.productNomeMinLength,
    max: LIMITS.product.nome,
    label: 'O filtro nome',
  })
  nome?: string;

  @ApiPropertyOptional({ enum: ['p', 's', 'todos'], description: 'p = Produto, s = Serviço; vazio ou todos: ambos.' })
  @Transform(blankToLower)
  @IsOptional()
  @IsIn(['p', 's', 'todos'], { message: PRODUTO_MESSAGES.tipoInvalid })
  tipo?: 'p' | 's' | 'todos';

  @ApiPropertyOptional({ enum: PRODUTO_STATUS_FILTROS, default: SEARCH_DEFAULTS.produtos.statusfiltro })
  @Transform(blankToLower)
  @IsOptional()
  @IsIn(PRODUTO_STATUS_FILTROS, { message: SERVER_MESSAGES.invalidStatusFilter })
  statusfiltro?: (typeof PRODUTO_STATUS_FILTROS)[number];
}
