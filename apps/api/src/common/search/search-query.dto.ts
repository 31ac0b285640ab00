import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SORT_DIRECTIONS, type SortDirection } from '@portal/shared/constants';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { blankToLower, blankToUndefined, toOptionalInt } from './query-transforms.js';

/** Highest page number accepted; beyond the data a page is simply empty. */
export const MAX_PAGE = 2_147_483_647;

export interface PagingParams<F extends string = string> {
  page?: number;
  pageSize?: number;
  sortField?: F;
  sortDirection?: SortDirection;
}

/**
 * The paging and sorting parameters every search shares (the contract's names, docs/produto.md §7), with the sortable fields of
 * one entity. Usage: `class ClienteSearchQueryDto extends SearchQueryDto(CLIENTE_SORT_FIELDS) {...}`.
 */
export function SearchQueryDto<F extends string>(sortFields: readonly F[]) {
  class PagedQuery implements PagingParams<F> {
    @ApiPropertyOptional({ description: 'Página, a partir de 1.', minimum: 1, default: 1, type: Number })
    @Transform(toOptionalInt)
    @IsOptional()
    @IsInt({ message: SERVER_MESSAGES.invalidPage })
    @Min(1, { message: SERVER_MESSAGES.invalidPage })
    @Max(MAX_PAGE, { message: SERVER_MESSAGES.invalidPage })
    page?: number;

    @ApiPropertyOptional({ enum: PAGE_SIZES, default: DEFAULT_PAGE_SIZE, type: Number })
    @Transform(toOptionalInt)
    @IsOptional()
    @IsIn(PAGE_SIZES, { message: SERVER_MESSAGES.invalidPageSize })
    pageSize?: number;

    @ApiPropertyOptional({ enum: sortFields, type: String })
    @Transform(blankToUndefined)
    @IsOptional()
    @IsIn(sortFields, { message: SERVER_MESSAGES.invalidSortField })
    sortField?: F;

    @ApiPropertyOptional({ enum: SORT_DIRECTIONS, type: String })
    @Transform(blankToLower)
    @IsOptional()
    @IsIn(SORT_DIRECTIONS, { message: SERVER_MESSAGES.invalidSortDirection })
    sortDirection?: SortDirection;
  }
  return PagedQuery;
}
