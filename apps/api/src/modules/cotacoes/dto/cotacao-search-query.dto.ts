import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { COTACAO_STATUSES, LIMITS, type CotacaoStatus } from '@portal/shared/constants';
import type { CotacaoSearchQuery, MinhasCotacoesQuery } from '@portal/shared/dto';
import { isIsoDate } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M, maxLengthMessage } from '@portal/shared/messages';
import { SearchQueryDto } from '../../../common/search/search-query.dto.js';
import { IdFilter } from '../../../common/search/filter-decorators.js';
import { blankToLower, blankToUndefined, blankToUpper } from '../../../common/search/query-transforms.js';

export const COTACAO_SORT_FIELDS = ['numero', 'cliente', 'total', 'validade', 'criado_em'] as const;
export type CotacaoSortField = (typeof COTACAO_SORT_FIELDS)[number];
const STATUS_FILTERS = [...COTACAO_STATUSES, 'todos'] as const;

function StatusFilter() {
  return applyDecorators(
    ApiPropertyOptional({ enum: STATUS_FILTERS }),
    Transform(blankToLower),
    IsOptional(),
    IsIn(STATUS_FILTERS, { message: M.statusFilterInvalid }),
  );
}

function DateFilter(description: string) {
  return applyDecorators(
    ApiPropertyOptional({ description: `${description} (AAAA-MM-DD).` }),
    Transform(blankToUndefined),
    IsOptional(),
    ValidateBy({ name: 'isIsoDate', validator: { validate: isIsoDate, defaultMessage: () => M.dataFilterInvalid } }),
  );
}

/** GET /api/Cotacoes and its CSV export. Blank parameters mean "no filter". */
export class CotacaoSearchQueryDto extends SearchQueryDto(COTACAO_SORT_FIELDS) implements CotacaoSearchQuery {
  @ApiPropertyOptional({ description: 'Início do número (COT-2026-0001...).' })
  @Transform(blankToUpper)
  @IsOptional()
  @MaxLength(20, { message: M.numeroInvalid })
  numero?: string;

  @ApiPropertyOptional({ description: 'Nome (parte, 3+ caracteres), CPF ou CNPJ (início) do cliente.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MinLength(LIMITS.minSearchText, { message: M.clienteFiltroMinLength })
  @MaxLength(LIMITS.filters.nome, { message: maxLengthMessage('O filtro cliente', LIMITS.filters.nome) })
  cliente?: string;

  @StatusFilter()
  status?: CotacaoStatus | 'todos';

  @IdFilter('ID do vendedor (usuário interno).')
  vendedorId?: number;

  @DateFilter('Criada a partir de')
  criadaDe?: string;

  @DateFilter('Criada até')
  criadaAte?: string;

  @DateFilter('Validade a partir de')
  validadeDe?: string;

  @DateFilter('Validade até')
  validadeAte?: string;
}

/** GET /api/minhas-cotacoes. */
export class MinhasCotacoesQueryDto extends SearchQueryDto(COTACAO_SORT_FIELDS) implements MinhasCotacoesQuery {
  @StatusFilter()
  status?: CotacaoStatus | 'todos';
}
