import { Injectable, Logger } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../database/database.js';
import type { Db as PrismaDb } from '../../database/db.js';
import { AuditRepository } from './audit.repository.js';

export interface AuditEntry {
  message: string;
  action: string;
  userId?: number | null;
  idObject?: number | string | null;
  email?: string | null;
  ip?: string | null;
  /** What changed, never a password, hash or token. */
  changes?: Record<string, unknown>;
  /** More top-level keys of the entry's JSON (e.g. clienteId), searchable like the others. */
  fields?: Record<string, unknown>;
}

const SECRET_KEYS = /password|senha|token|hash|secret/i;

/** An audit_logs row as record() writes it. */
export interface AuditRow {
  message: string;
  data: Record<string, unknown>;
}

/** The one writer of the audit trail that the Logs screen searches. */
@Injectable()
export class AuditService {
  private readonly logger = new Logger('Audit');

  private readonly collecting = new AsyncLocalStorage<AuditRow[]>();

  constructor(private readonly repository: AuditRepository) {}

  /**
   * Runs `write` with the entries it records collected instead of written: the caller must write
   * them itself in the statement that does the work they describe (database/record-reads.ts).
   */
  async collect(write: () => Promise<void>): Promise<AuditRow[]> {
    const rows: AuditRow[] = [];
    await this.collecting.run(rows, write);
    return rows;
  }

  /** Pass the transaction (a Db, or a Prisma transaction) so the entry commits (or not) with the change it describes. */
  async record(entry: AuditEntry, db?: Db | PrismaDb): Promise<void> {
    const data: Record<string, unknown> = {
      userId: entry.userId ?? null,
      idObject: entry.idObject ?? null,
      email: entry.email ?? null,
      ip: entry.ip ?? null,
      ...withoutSecrets(entry.fields ?? {}),
      action: entry.action,
    };
    if (entry.changes) data.changes = withoutSecrets(entry.changes);
    const collected = this.collecting.getStore();
    if (collected) {
      collected.push({ message: entry.message, data });
      return;
    }
    await this.repository.insert(entry.message, data, db);
    this.logger.debug(`${entry.action}: ${entry.message}`);
  }
}

function withoutSecrets(changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).filter(([key]) => !SECRET_KEYS.test(key)));
}
