import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type ReactNode } from 'react';
import type { Resource } from '@/components/data/use-resource';
import { RecordLoadState } from './record-load-state';

/** What the editor gets to load its record again after a save refused as stale. */
export interface RecordReload {
  /** Recarregar: loads the current version, and the editor comes back in edit mode. */
  onReload: () => void;
  /** The record shown was loaded by Recarregar: its form opens in edit mode. */
  editing: boolean;
}

interface RecordDialogProps<R> {
  /** The title's element id (the dialog's accessible name). */
  titleId: string;
  title: string;
  maxWidth: 'md' | 'xl';
  /** null in create mode. */
  id: number | null;
  /** The record being loaded in view mode. */
  record: Resource<R>;
  onClose: () => void;
  /** The editor, given the record (null in create mode) and how to load it again. */
  children: (record: R | null, reload: RecordReload) => ReactNode;
}

/** A record modal: loads the record in view mode, then shows the editor (or the load failure). */
export function RecordDialog<R>({ titleId, title, maxWidth, id, record, onClose, children }: RecordDialogProps<R>) {
  const ready = id === null || record.data !== undefined;
  // After Recarregar the person re-applies the change on top of the current version: no Editar again.
  const [editing, setEditing] = useState(false);
  const reload: RecordReload = {
    onReload: () => {
      setEditing(true);
      record.reload();
    },
    editing,
  };
  return (
    <Dialog open maxWidth={maxWidth} fullWidth onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {ready ? children(record.data ?? null, reload) : <RecordLoadState failed={record.failed} onClose={onClose} />}
    </Dialog>
  );
}
