import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service.js';
import { searchPage, type PageQuery } from '../../database/search-page.js';
import type { PageWindow, SearchResult } from '../../common/search/search-result.js';
import { containsPattern, SqlWhere } from '../../database/sql-where.js';
import type { LogEntryDto } from './dto/log-entry.response.js';

export interface LogFilters {
  text?: string;
  data?: string;
  start?: Date;
  end?: Date;
  clienteId?: number;
  usuarioId?: number;
}

@Injectable()
export class LogsRepository {
  constructor(private readonly prisma: PrismaService) {}

  search(filters: LogFilters, window: PageWindow<'timestamp'>): Promise<SearchResult<LogEntryDto>> {
    return searchPage<LogEntryDto>(this.prisma.pool, this.pageQuery(filters, window));
  }

  /** The search's statement parts (filters, sort, page), shared by the search and the CSV export. */
  pageQuery(filters: LogFilters, window: PageWindow<'timestamp'>): PageQuery {
    const where = new SqlWhere()
      .when(filters.start, (p) => `l."timestamp" >= ${p}`)
      .when(filters.end, (p) => `l."timestamp" <= ${p}`)
      .when(filters.text && containsPattern(filters.text), (p) => `l.message ILIKE ${p}`)
      // The expression of audit_logs_data_text_trgm_idx, so the trigram index applies.
      .when(filters.data && containsPattern(filters.data), (p) => `(l.data::text) ILIKE ${p}`)
      .when(
        filters.clienteId,
        (p) => `(l.data->>'clienteId' = (${p}::int)::text OR l.data->'clienteIds' @> jsonb_build_array(${p}::int))`,
      )
      .when(filters.usuarioId, (p) => `l.data->>'userId' = (${p}::int)::text`);
    return {
      select: 'l."timestamp", l.message, l.data',
      from: 'audit_logs l',
      where,
      sort: { expression: 'l."timestamp"', direction: window.direction },
      key: 'l.id',
      window,
      textFiltered: Boolean(filters.text || filters.data || filters.clienteId || filters.usuarioId),
    };
  }
}
