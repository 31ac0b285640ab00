import type { SearchResult } from '../common/search/search-result.js';
import { orNotFound } from './db.js';

/** What a back-office record's repository answers for the reads every record service shares. */
export interface RecordReadsRepository<T, Q, S> {
  search(query: Q): Promise<SearchResult<T>>;
  sugestoes(q: string): Promise<S[]>;
  findById(id: number): Promise<T | null>;
}

/**
 * The reads of a back-office record service (customers, products): the search, the quotation
 * editor's picker suggestions and one record by id (the contract's 404 when it is not there).
 */
export abstract class RecordReads<T, Q, S> {
  protected constructor(private readonly reads: RecordReadsRepository<T, Q, S>) {}

  search(query: Q): Promise<SearchResult<T>> {
    return this.reads.search(query);
  }

  /** The quotation editor's picker: a few matches for a typed term. */
  sugestoes(q: string): Promise<S[]> {
    return this.reads.sugestoes(q);
  }

  async get(id: number): Promise<T> {
    return orNotFound(await this.reads.findById(id));
  }
}
