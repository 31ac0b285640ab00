import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import type { SxProps } from '@mui/material/styles';
import type { FormEvent, ReactNode } from 'react';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { RecordActions } from './record-actions';
import type { RecordMode } from './record-mode';
import { StaleRecordAlert } from './stale-record-alert';

/** What the modal's buttons need from useRecordEditor. */
export interface RecordFormControls {
  mode: RecordMode;
  saving: boolean;
  deleting: boolean;
  confirming: boolean;
  /** The 409 text of a save from a stale read, or null. */
  stale?: string | null;
  save: (event: FormEvent) => void;
  edit: () => void;
  askDelete: () => void;
  cancelDelete: () => void;
  confirmDelete: () => void;
}

interface RecordFormProps {
  /** The form's accessible name (Cliente, Produto/Serviço...). */
  label: string;
  editor: RecordFormControls;
  onClose: () => void;
  /** Loads the record's current version (after a save refused because someone saved it since). */
  onReload?: () => void;
  /** The contract's delete question, and its detail when any. */
  deleteTitle: string;
  deleteDetail?: string;
  /** Extra view-mode buttons. */
  extra?: ReactNode;
  contentSx?: SxProps;
  children: ReactNode;
}

/** A record modal's body: the fields, Salvar or Editar/Excluir and Fechar, and the delete confirmation. */
export function RecordForm({
  label,
  editor,
  onClose,
  onReload,
  deleteTitle,
  deleteDetail,
  extra,
  contentSx,
  children,
}: RecordFormProps) {
  return (
    <Box component="form" noValidate onSubmit={editor.save} aria-label={label}>
      <DialogContent sx={contentSx}>
        <StaleRecordAlert message={editor.stale ?? null} onReload={onReload} />
        {children}
      </DialogContent>
      <RecordActions
        mode={editor.mode}
        pending={editor.saving}
        onEdit={editor.edit}
        onDelete={editor.askDelete}
        onClose={onClose}
        extra={extra}
      />
      <ConfirmDeleteDialog
        open={editor.confirming}
        title={deleteTitle}
        detail={deleteDetail}
        pending={editor.deleting}
        onCancel={editor.cancelDelete}
        onConfirm={editor.confirmDelete}
      />
    </Box>
  );
}
