import { sql, type RawBuilder } from 'kysely';
import { stripMask } from '@portal/shared/validators';

/**
 * Builds a parameterised WHERE clause: user values only ever travel as $n parameters; the SQL
 * text comes from the repositories' constants.
 */
export class SqlWhere {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** Adds a parameter and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds `build($n)` when value is defined; `build` receives the placeholder of value. */
  when<T>(value: T | undefined | null, build: (placeholder: string, value: T) => string): this {
    if (value !== undefined && value !== null) this.conditions.push(build(this.param(value), value));
    return this;
  }

  /** Adds a constant condition (no user input). */
  always(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /**
   * The conditions as one Kysely fragment (true when there are none), each placeholder its value as
   * a parameter: for a statement Kysely numbers itself (the CSV export's).
   */
  toKysely(): RawBuilder<boolean> {
    if (!this.conditions.length) return sql<boolean>`true`;
    // split with a capture group: text, placeholder number, text, ...
    const parts = this.conditions.join(' AND ').split(/\$(\d+)/);
    const fragments = parts.map((part, i) => (i % 2 ? sql.val(this.params[Number(part) - 1]) : sql.raw(part)));
    return sql<boolean>`(${sql.join(fragments, sql.raw(''))})`;
  }

  /** The WHERE clause ('' when empty), with extra constant conditions if given. */
  toSql(...extra: string[]): string {
    const all = [...this.conditions, ...extra];
    return all.length ? `WHERE ${all.join(' AND ')}` : '';
  }
}

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** '%text%' with wildcards in text escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** 'text%' with wildcards in text escaped. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

/**
 * The instant Brasília's day begins, `plus` days after the date in placeholder `p`: the bounds of a
 * "from"/"until" date filter over a timestamptz column (until = the next day's start, exclusive).
 */
export function brasiliaDayStart(p: string, plus = 0): string {
  return `((${p}::date + ${plus})::timestamp AT TIME ZONE 'America/Sao_Paulo')`;
}

/** A customer filter typed as a CPF/CNPJ (digits and its punctuation only): its digits; a name: undefined. */
export function documentDigits(text: string | undefined): string | undefined {
  return text && /^[\d.\-/\s]+$/.test(text) ? stripMask(text) : undefined;
}
