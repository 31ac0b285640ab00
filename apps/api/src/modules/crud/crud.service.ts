import { BadRequestException, ConflictException } from '@nestjs/common';
import type { Response } from 'express';
import type { Compilable } from 'kysely';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { SearchResult } from '../../common/search/search-result.js';
import type { Db } from '../../database/database.js';
import { assertCurrent, orNotFound } from '../../database/db.js';
import { onUniqueViolation } from '../../database/unique-violation.js';
import type { recordAudit } from '../audit/index.js';
import type { CsvRows } from '../export/index.js';
import type { CrudParts } from './crud.module.js';

/** What the search of a back-office record service asks of its repository (EntitySearch). */
export interface ReadsRepository<T, Q, R> {
  search(query: Q): Promise<SearchResult<T>>;
  allRows(query: Q): Compilable<R>;
}

/** What the by-id read and the writes ask of it besides (EntityRepository). */
export interface CrudRepository<T, Q, R, D> extends ReadsRepository<T, Q, R> {
  findById(id: number, db?: Db, lock?: boolean): Promise<T | null>;
  insert(data: D, db: Db): Promise<T>;
  /** null: the record is not at `versao` (someone saved it since the form read it). */
  update(id: number, data: D, db: Db, versao?: number): Promise<T | null>;
  delete(id: number, db: Db): Promise<unknown>;
}

/** The search and the CSV export of a back-office record. */
export abstract class CrudReads<T, Q extends object, R> {
  protected constructor(
    protected readonly repository: ReadsRepository<T, Q, R>,
    protected readonly parts: CrudParts,
    private readonly csvOf: (rows: Compilable<R>, filters: object) => CsvRows<R>,
  ) {}

  search(query: Q): Promise<SearchResult<T>> {
    return this.repository.search(query);
  }

  /** Every row of the search (filters and sort, no paging), for its /export route. */
  exportCsv(response: Response, query: Q, actor: AuditActor): Promise<void> {
    return this.parts.exports.stream(response, this.csv(query, actor), actor);
  }

  /** The export's rows and columns (override to add, e.g., a record of whose data was read). */
  protected csv(query: Q, _actor: AuditActor): CsvRows<R> {
    return this.csvOf(this.repository.allRows(query), query);
  }
}

/** An entity's rules for the writes every back-office record shares. */
export interface CrudRules<T extends { id: number; versao: number }, I, D> {
  /** The audit entries' name and action prefix: recordAudit('Produto', 'PRODUTO', ...). */
  audit: ReturnType<typeof recordAudit<T>>;
  /** The stored row for a validated body. */
  toData: (input: I) => D;
  /** The delete's audit entry keeps the removed record under this key (`{ produto: {...} }`). */
  deletedAs: string;
  /** What an update's audit entry compares (default: every field of the record but its `versao`). */
  audited?: readonly (keyof T)[];
  /**
   * A value no two records share: checked before the insert, and a concurrent insert the unique index
   * refuses gets the same 409.
   */
  unique?: { taken: (data: D, db: Db) => Promise<boolean>; message: (data: D) => string };
  /** Fields fixed at creation: an update that changes one is a 400 with this message. */
  immutable?: { fields: readonly (keyof T & keyof D)[]; message: string };
}

/**
 * A back-office record service (docs/contribuindo.md): search, get, CSV export, and create, update and
 * delete, each write one transaction that locks, checks, writes and records its audit entry.
 */
export abstract class CrudService<
  T extends { id: number; versao: number },
  Q extends object,
  R,
  I extends { versao?: number },
  D extends object,
> extends CrudReads<T, Q, R> {
  protected constructor(
    protected override readonly repository: CrudRepository<T, Q, R, D>,
    parts: CrudParts,
    csvOf: (rows: Compilable<R>, filters: object) => CsvRows<R>,
    private readonly rules: CrudRules<T, I, D>,
  ) {
    super(repository, parts, csvOf);
  }

  /** One record, or the contract's 404. */
  async get(id: number): Promise<T> {
    return orNotFound(await this.repository.findById(id));
  }

  async create(input: I, actor: AuditActor): Promise<T> {
    const data = this.rules.toData(input);
    const { unique } = this.rules;
    const taken = () => new ConflictException(unique!.message(data));
    return onUniqueViolation(
      () =>
        this.parts.transactions.run(async (tx, db) => {
          if (unique && (await unique.taken(data, db))) throw taken();
          const created = await this.repository.insert(data, db);
          await this.parts.audit.record(this.rules.audit.created(created, data, actor), tx);
          return created;
        }),
      (error) => {
        throw unique ? taken() : error;
      },
    );
  }

  async update(id: number, input: I, actor: AuditActor): Promise<T> {
    const data = this.rules.toData(input);
    const { immutable, audited, audit } = this.rules;
    return this.parts.transactions.run(async (tx, db) => {
      const current = orNotFound(await this.repository.findById(id, db, true));
      assertCurrent(current.versao, input.versao);
      if (immutable?.fields.some((field) => current[field] !== (data[field] as unknown))) {
        throw new BadRequestException(immutable.message);
      }
      // The row is locked at the form's version, so an UPDATE that answers no row found nothing to
      // change (the stored values sent back): nothing written, the version stays, the record as it is.
      const updated = (await this.repository.update(id, data, db, input.versao)) ?? current;
      const entry = audit.updated(current, updated, actor, audited ?? recordFields(updated));
      // Fields outside the audited set may have changed alone: no `changes: {}` entry for them.
      if (Object.keys(entry.changes ?? {}).length > 0) await this.parts.audit.record(entry, tx);
      return updated;
    });
  }

  async remove(id: number, actor: AuditActor): Promise<void> {
    await this.parts.transactions.run(async (tx, db) => {
      const current = orNotFound(await this.repository.findById(id, db, true));
      const changes = await this.deleteRow(current, db);
      await this.parts.audit.record(this.rules.audit.deleted(current, changes, actor), tx);
    });
  }

  /** Deletes the locked record and answers the delete's audit changes (override to check or add). */
  protected async deleteRow(current: T, db: Db): Promise<object> {
    await this.repository.delete(current.id, db);
    return { [this.rules.deletedAs]: current };
  }
}

/** The fields an update's audit entry compares by default: all but the version, which every save moves. */
function recordFields<T extends object>(record: T): (keyof T)[] {
  return (Object.keys(record) as (keyof T)[]).filter((key) => key !== 'versao');
}
