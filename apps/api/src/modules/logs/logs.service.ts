import { SEARCH_DEFAULTS } from '@portal/shared/constants';
import { BadRequestException, Injectable } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { pageWindow, type PageWindow, type SearchResult } from '../../common/search/search-result.js';
import type { Response } from 'express';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { ExportService } from '../export/index.js';
import { logsCsv } from './logs-csv.js';
import type { LogEntryDto } from './dto/log-entry.response.js';
import type { LogSearchQueryDto } from './dto/log-search-query.dto.js';
import { LogsRepository, type LogFilters } from './logs.repository.js';

@Injectable()
export class LogsService {
  constructor(
    private readonly repository: LogsRepository,
    private readonly exports: ExportService,
  ) {}

  search(query: LogSearchQueryDto): Promise<SearchResult<LogEntryDto>> {
    const { filters, window } = logCriteria(query);
    return this.repository.search(filters, window);
  }

  /** Every entry matching the filters, newest first, for GET /logs/export. */
  exportCsv(response: Response, query: LogSearchQueryDto, actor: AuditActor): Promise<void> {
    const { filters, window } = logCriteria(query);
    return this.exports.stream(response, logsCsv(this.repository.allRows(filters, window), query), actor);
  }
}

/** The filters and window of a log search (400 on an impossible date or range); the CSV export uses it too. */
export function logCriteria(query: LogSearchQueryDto): { filters: LogFilters; window: PageWindow<'timestamp'> } {
  const start = toDate(query.startDate);
  const end = toDate(query.endDate);
  if (start && end && start > end) throw new BadRequestException(SERVER_MESSAGES.invalidDateRange);
  const window = pageWindow(query, SEARCH_DEFAULTS.logs.sort);
  const { text, data, clienteId, usuarioId } = query;
  return { filters: { text, data, start, end, clienteId, usuarioId }, window };
}

function toDate(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  // IsISO8601 accepts some calendar-impossible values (2026-02-30); Date turns them into NaN.
  if (Number.isNaN(date.getTime())) throw new BadRequestException(SERVER_MESSAGES.invalidDate);
  return date;
}
