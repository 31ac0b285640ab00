import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsISO8601, IsOptional } from 'class-validator';
import { SEARCH_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import type { LogSearchQuery } from '@portal/shared/dto';
import { SearchQueryDto } from '../../../common/search/search-query.dto.js';
import { IdFilter, TextFilter } from '../../../common/search/filter-decorators.js';
import { blankToUndefined } from '../../../common/search/query-transforms.js';

/** The logs screen has no sorting; timestamp is accepted so the shared search client can send it. */
export const LOG_SORT_FIELDS = ['timestamp'] as const;
const TEXT_MAX = 200;

/** GET /api/logs: newest first by default. */
export class LogSearchQueryDto extends SearchQueryDto(LOG_SORT_FIELDS) implements LogSearchQuery {
  @TextFilter({
    description: 'Parte da mensagem (3+ caracteres).',
    minMessage: SEARCH_MESSAGES.logTextMinLength,
    max: TEXT_MAX,
    label: 'O filtro texto',
  })
  text?: string;

  @TextFilter({
    description: 'Parte do JSON (userId, idObject, email, ip, action), 3+ caracteres.',
    minMessage: SEARCH_MESSAGES.logTextMinLength,
    max: TEXT_MAX,
    label: 'O filtro JSON',
  })
  data?: string;

  @IdFilter('Entradas sobre este cliente (clienteId, também nas leituras em lote da exportação CSV).')
  clienteId?: number;

  @IdFilter('Entradas feitas por este usuário (userId), p. ex. quem leu dados pessoais.')
  usuarioId?: number;

  @ApiPropertyOptional({ description: 'Data-hora ISO 8601 inicial (inclusiva).', example: '2026-11-15T00:00:00Z' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsISO8601({}, { message: SERVER_MESSAGES.invalidDate })
  startDate?: string;

  @ApiPropertyOptional({ description: 'Data-hora ISO 8601 final (inclusiva).', example: '2026-11-22T23:59:59Z' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsISO8601({}, { message: SERVER_MESSAGES.invalidDate })
  endDate?: string;
}
