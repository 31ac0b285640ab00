import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsISO8601, IsOptional, MaxLength, MinLength } from 'class-validator';
import { LIMITS } from '@portal/shared/constants';
import { maxLengthMessage, SEARCH_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import { SearchQueryDto } from '../../../common/search/search-query.dto.js';
import { blankToUndefined } from '../../../common/search/query-transforms.js';

/** The logs screen has no sorting; timestamp is accepted so the shared search client can send it. */
export const LOG_SORT_FIELDS = ['timestamp'] as const;
const TEXT_MAX = 200;

/** GET /api/logs: newest first by default. */
export class LogSearchQueryDto extends SearchQueryDto(LOG_SORT_FIELDS) {
  @ApiPropertyOptional({ description: 'Parte da mensagem (3+ caracteres).' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MinLength(LIMITS.minSearchText, { message: SEARCH_MESSAGES.logTextMinLength })
  @MaxLength(TEXT_MAX, { message: maxLengthMessage('O filtro texto', TEXT_MAX) })
  text?: string;

  @ApiPropertyOptional({ description: 'Parte do JSON (userId, idObject, email, ip, action), 3+ caracteres.' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MinLength(LIMITS.minSearchText, { message: SEARCH_MESSAGES.logTextMinLength })
  @MaxLength(TEXT_MAX, { message: maxLengthMessage('O filtro JSON', TEXT_MAX) })
  data?: string;

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
