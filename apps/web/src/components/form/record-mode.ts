/** A record modal creates, shows (read-only) or edits. */
export type RecordMode = 'create' | 'view' | 'edit';

/** What the search page asks its modal to open. */
export type RecordTarget = { mode: 'create' } | { mode: 'view'; id: number };

/** The id a target opens; null in create mode. */
export const targetId = (target: RecordTarget): number | null => (target.mode === 'view' ? target.id : null);

/** The props every record modal takes from its search page. */
export interface RecordModalProps {
  target: RecordTarget;
  onClose: () => void;
  /** After a save or delete: close, refresh the list and show the message in the snackbar. */
  onChanged: (message: string) => void;
}

/** The props of a record modal's editor. */
export interface RecordEditorProps<R> {
  /** null in create mode. */
  record: R | null;
  onClose: () => void;
  /** After a save or delete, with the success text. */
  onChanged: (message: string) => void;
  /** Loads the record again (its current version, after a save from a stale read). */
  onReload?: () => void;
  /** The record was loaded again by Recarregar: the form opens in edit mode. */
  editing?: boolean;
}
