import { Injectable } from '@nestjs/common';
import { AppDatabase, type Db } from '../../database/database.js';
import type { JsonValue } from '../../database/schema.generated.js';
import { allRows, typedSearchPage, type PageQuery } from '../../database/search-page.js';
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

/** An entry's data is the JSON object AuditService wrote; anything else is a corrupt row. */
function entryData(data: JsonValue): { [key: string]: JsonValue } {
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) return data;
  throw new Error('Registro de auditoria com data que não é um objeto JSON.');
}

/** The columns of an entry the Logs screen and its CSV show. */
const entries = (db: Db) => db.selectFrom('audit_logs as l').select(['l.timestamp', 'l.message', 'l.data']);
export type LogRow = Awaited<ReturnType<ReturnType<typeof entries>['executeTakeFirstOrThrow']>>;

@Injectable()
export class LogsRepository {
  constructor(private readonly db: AppDatabase) {}

  async search(
    filters: LogFilters,
    window: PageWindow<'timestamp'>,
    db: Db = this.db,
  ): Promise<SearchResult<LogEntryDto>> {
    const page = await typedSearchPage(db, this.pageQuery(filters, window), (id) => entries(db).where('l.id', '=', id));
    return { data: page.data.map((row) => ({ ...row, data: entryData(row.data) })), totalCount: page.totalCount };
  }

  /** Every entry matching the filters in the search's order, no paging (the CSV export). */
  allRows(filters: LogFilters, window: PageWindow<'timestamp'>, db: Db = this.db) {
    return allRows(entries(db), this.pageQuery(filters, window));
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
      from: 'audit_logs l',
      where,
      sort: { expression: 'l."timestamp"', direction: window.direction },
      key: 'l.id',
      window,
      textFiltered: Boolean(filters.text || filters.data || filters.clienteId || filters.usuarioId),
    };
  }
}
