import { Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type pg from 'pg';
import type { AuditActor } from '../../common/search/audit-actor.decorator.js';
import type { PageQuery } from '../../common/search/search-page.js';
import { PrismaService } from '../../database/prisma.service.js';
import { AuditService } from '../audit/audit.service.js';
import { CSV_BOM, csvHeader, csvRows, type CsvColumn } from './csv.js';

/** Rows fetched from the cursor per round trip: bounds the memory an export holds at once. */
export const FETCH_SIZE = 1000;

export interface CsvExport {
  /** File name prefix and audit label, e.g. 'clientes'. */
  name: string;
  /** The search's statement parts, from the entity's repository (paging is ignored). */
  query: PageQuery;
  columns: CsvColumn<Record<string, unknown>>[];
  /** The filters, recorded in the audit entry. */
  filters: object;
}

/**
 * Streams every row matching a search as CSV (UTF-8 with BOM, ';', CRLF), through a server-side
 * cursor on one pooled connection: FETCH 1000 rows, write them, wait for the socket to drain, repeat.
 * Memory stays flat however many rows match, and a slow client slows the reads instead of piling up.
 */
@Injectable()
export class ExportService {
  private readonly logger = new Logger('Export');

  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
  ) {}

  async stream(response: Response, job: CsvExport, actor: AuditActor): Promise<void> {
    const { query } = job;
    const { expression, direction } = query.sort;
    const sql = `SELECT ${query.select} FROM ${query.rowsFrom ?? query.from} ${query.where.toSql()}
                  ORDER BY ${expression} ${direction}, ${query.key} ${direction}`;
    const client = await this.prisma.pool.connect();
    let rows = 0;
    let complete = false;
    let aborted = false;
    response.on('close', () => {
      if (!response.writableFinished) aborted = true;
    });
    try {
      // A read-only snapshot: the file is one consistent picture even while rows change.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await client.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${sql}`, query.where.params);
      const day = new Date().toISOString().slice(0, 10);
      response.status(200);
      response.setHeader('Content-Type', 'text/csv; charset=utf-8');
      response.setHeader('Content-Disposition', `attachment; filename="${job.name}-${day}.csv"`);
      response.setHeader('Cache-Control', 'no-store');
      await write(response, CSV_BOM + csvHeader(job.columns));
      while (!aborted) {
        const batch = await fetch(client);
        if (!batch.length) break;
        rows += batch.length;
        await write(response, csvRows(job.columns, batch));
      }
      complete = !aborted;
      await client.query(complete ? 'COMMIT' : 'ROLLBACK');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (!response.headersSent) throw error;
      this.logger.error(`Exportação de ${job.name} interrompida: ${(error as Error).message}`);
      response.destroy(error as Error);
    } finally {
      client.release();
    }
    // Recorded before the file ends, so whoever got the whole file finds the entry already there.
    try {
      await this.audit.record({
        message: `Exportação CSV de ${job.name}: ${rows} ${rows === 1 ? 'linha' : 'linhas'}${complete ? '' : ' (interrompida)'}`,
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

async function fetch(client: pg.PoolClient): Promise<Record<string, unknown>[]> {
  const { rows } = await client.query<Record<string, unknown>>(`FETCH ${FETCH_SIZE} FROM export_cursor`);
  return rows;
}

/** Writes a chunk, waiting for the socket to drain when its buffer is full. */
function write(response: Response, chunk: string): Promise<void> {
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
