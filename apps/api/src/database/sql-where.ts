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
