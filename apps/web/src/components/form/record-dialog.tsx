import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import type { Resource } from '@/components/data/use-resource';
import { RecordLoadState } from './record-load-state';

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
  /** The editor, given the record (null in create mode). */
  children: (record: R | null) => ReactNode;
}

/** A record modal: loads the record in view mode, then shows the editor (or the load failure). */
export function RecordDialog<R>({ titleId, title, maxWidth, id, record, onClose, children }: RecordDialogProps<R>) {
  const ready = id === null || record.data !== undefined;
  return (
    <Dialog open maxWidth={maxWidth} fullWidth onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {ready ? children(record.data ?? null) : <RecordLoadState failed={record.failed} onClose={onClose} />}
    </Dialog>
  );
}
