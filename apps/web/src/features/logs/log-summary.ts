import type { LogEntry } from '@portal/shared/dto';

export interface LogChange {
  field: string;
  /** Absent when the entry records a value, not a change (a creation, a deletion). */
  before?: string;
  after: string;
}

export interface LogSummary {
  action: string;
  /** The record the entry is about ('#12'), or ''. */
  object: string;
  /** Who did it: the e-mail, else 'usuário {id}', else ''. */
  who: string;
  changes: LogChange[];
}

const EMPTY = '—';

/** A readable value: text as it is, empty as a dash, anything else as compact JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

// The API records a change either as { de, para } (auditDiff) or as [before, after] (Meus Dados).
function asChange(field: string, value: unknown): LogChange {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'de' in value && 'para' in value) {
    const { de, para } = value as { de: unknown; para: unknown };
    return { field, before: showValue(de), after: showValue(para) };
  }
  if (Array.isArray(value) && value.length === 2)
    return { field, before: showValue(value[0]), after: showValue(value[1]) };
  return { field, after: showValue(value) };
}

/** One line per entry (action, object, who) and its changes, from the entry's JSON (docs/produto.md §2). */
export function summarizeLog(entry: Pick<LogEntry, 'data'>): LogSummary {
  const data = (entry.data ?? {}) as Record<string, unknown>;
  const id = data.idObject;
  const changes = data.changes && typeof data.changes === 'object' ? (data.changes as Record<string, unknown>) : {};
  return {
    action: typeof data.action === 'string' ? data.action : '',
    object: id === null || id === undefined || id === '' ? '' : `#${String(id)}`,
    who:
      typeof data.email === 'string' && data.email ? data.email : data.userId ? `usuário ${String(data.userId)}` : '',
    changes: Object.entries(changes).map(([field, value]) => asChange(field, value)),
  };
}
