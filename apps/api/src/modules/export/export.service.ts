import { Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { Compilable } from 'kysely';
import { hojeEmBrasilia } from '@portal/shared/cotacoes';
import { Clock } from '../../common/clock.js';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { AuditService } from '../audit/index.js';
import { ExportRepository } from './export.repository.js';
import { CSV_BOM, csvHeader, csvRows, type CsvColumn } from './csv.js';

/** A search's CSV: its rows, typed by the Kysely query that reads them, and how each becomes a line. */
export interface CsvRows<R> {
  /** File name prefix and the audit's entity key, e.g. 'cotacoes'. */
  name: string;
  /** The entity in Portuguese for the audit text a person reads, e.g. 'cotações'. */
  label: string;
  /** Every row of the search in its order (its filters and sort, no paging): allRows in search-page.ts. */
  rows: Compilable<R>;
  columns: CsvColumn<R>[];
  /** The filters, recorded in the audit entry. */
  filters: object;
  /** Called with each batch once written (e.g. to record whose personal data was read). */
  onBatch?: (rows: R[]) => Promise<void>;
}

/** A module's CSV: its key, Portuguese label and columns; the module's service gives the rows and the filters. */
export const csvOf =
  <R>(name: string, label: string, columns: CsvColumn<R>[]) =>
  (rows: Compilable<R>, filters: object): CsvRows<R> => ({ name, label, rows, columns, filters });

/**
 * Streams every row matching a search as CSV (UTF-8 with BOM, ';', CRLF), through a server-side
 * cursor on one pooled connection: FETCH 1000 rows, write them, wait for the socket to drain, repeat.
 * Memory stays flat however many rows match, and a slow client slows the reads instead of piling up.
 */
@Injectable()
export class ExportService {
  private readonly logger = new Logger('Export');

  constructor(
    private readonly repository: ExportRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async stream<R>(response: Response, job: CsvRows<R>, actor: AuditActor): Promise<void> {
    let rows = 0;
    let complete = false;
    let aborted = false;
    response.on('close', () => {
      if (!response.writableFinished) aborted = true;
    });
    try {
      await this.repository.readAll(job.rows.compile(), async (next) => {
        // The Brasília day, like the dates inside the file (at 23:30 in Brasília UTC is already tomorrow).
        const day = hojeEmBrasilia(this.clock.now());
        response.status(200);
        response.setHeader('Content-Type', 'text/csv; charset=utf-8');
        response.setHeader('Content-Disposition', `attachment; filename="${job.name}-${day}.csv"`);
        response.setHeader('Cache-Control', 'no-store');
        await write(response, CSV_BOM + csvHeader(job.columns));
        while (!aborted) {
          const batch = await next();
          if (!batch.length) break;
          rows += batch.length;
          await write(response, csvRows(job.columns, batch));
          await job.onBatch?.(batch);
        }
        complete = !aborted;
        return complete;
      });
    } catch (error) {
      if (!response.headersSent) throw error;
      this.logger.error(`Exportação de ${job.label} interrompida: ${(error as Error).message}`);
      response.destroy(error as Error);
    }
    // Recorded before the file ends, so whoever got the whole file finds the entry already there.
    try {
      await this.audit.record({
        message: `Exportação CSV de ${job.label}: ${rows} ${rows === 1 ? 'linha' : 'linhas'}${complete ? '' : ' (interrompida)'}`,
        action: 'EXPORT_CSV',
        userId: actor.userId,
        email: actor.email,
        ip: actor.ip,
        changes: { entidade: job.name, linhas: rows, completa: complete, filtros: withoutPaging(job.filters) },
      });
    } finally {
      if (complete) response.end();
    }
  }
}
/** Writes a chunk, waiting for the socket to drain when its buffer is full. */
export function write(response: Response, chunk: string): Promise<void> {
  if (response.destroyed) return Promise.resolve();
  if (response.write(chunk)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });
}

function withoutPaging(filters: object): Record<string, unknown> {
  const { page: _page, pageSize: _size, ...rest } = filters as Record<string, unknown>;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
}
