/** A record modal creates, shows (read-only) or edits. */
export type RecordMode = 'create' | 'view' | 'edit';

/** What the search page asks its modal to open. */
export type RecordTarget = { mode: 'create' } | { mode: 'view'; id: number };
