import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { LIMITS, PEDIDO_STATUS_FILTROS } from '@portal/shared/constants';
import { isIsoDate, type PedidoStatus } from '@portal/shared/cotacoes';
import type { MeusPedidosQuery, PedidoSearchQuery } from '@portal/shared/dto';
import { COTACAO_MESSAGES, PEDIDO_MESSAGES as M, maxLengthMessage } from '@portal/shared/messages';
import { SearchQueryDto } from '../../../common/search/search-query.dto.js';
import { blankToLower, blankToUndefined, blankToUpper } from '../../../common/search/query-transforms.js';

export const PEDIDO_SORT_FIELDS = ['numero', 'cliente', 'status', 'total', 'data_emissao'] as const;
export type PedidoSortField = (typeof PEDIDO_SORT_FIELDS)[number];

function StatusFilter() {
  return applyDecorators(
    ApiPropertyOptional({ enum: PEDIDO_STATUS_FILTROS }),
    Transform(blankToLower),
    IsOptional(),
    IsIn(PEDIDO_STATUS_FILTROS, { message: M.statusFilterInvalid }),
  );
}

function DateFilter(description: string) {
  return applyDecorators(
    ApiPropertyOptional({ description: `${description} (AAAA-MM-DD, dia de Brasília).` }),
    Transform(blankToUndefined),
    IsOptional(),
    ValidateBy({
      name: 'isIsoDate',
      validator: { validate: isIsoDate, defaultMessage: () => COTACAO_MESSAGES.dataFilterInvalid },
    }),
  );
}

/** GET /api/Pedidos and its CSV export. Blank parameters mean "no filter". */
export class PedidoSearchQueryDto extends SearchQueryDto(PEDIDO_SORT_FIELDS) implements PedidoSearchQuery {
  @ApiPropertyOptional({ description: 'Parte do número da cotação (COT-2026-000123).' })
  @Transform(blankToUpper)
  @IsOptional()
  @MaxLength(20, { message: COTACAO_MESSAGES.numeroInvalid })
  numero?: string;

  @ApiPropertyOptional({ description: 'Nome (parte, 3+ caracteres), CPF ou CNPJ (início) do cliente.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MinLength(LIMITS.minSearchText, { message: COTACAO_MESSAGES.clienteFiltroMinLength })
  @MaxLength(LIMITS.filters.nome, { message: maxLengthMessage('O filtro cliente', LIMITS.filters.nome) })
  cliente?: string;

  @StatusFilter()
  status?: PedidoStatus | 'todos';

  @DateFilter('Emitido a partir de')
  emitidoDe?: string;

  @DateFilter('Emitido até')
  emitidoAte?: string;
}

/** GET /api/meus-pedidos. */
export class MeusPedidosQueryDto extends SearchQueryDto(PEDIDO_SORT_FIELDS) implements MeusPedidosQuery {
  @StatusFilter()
  status?: PedidoStatus | 'todos';
}
