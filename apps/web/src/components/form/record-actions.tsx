import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import type { RecordMode } from './record-mode';

interface RecordActionsProps {
  mode: RecordMode;
  pending: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onClose: () => void;
  /** Extra view-mode buttons (Enviar novos dados de acesso). */
  extra?: ReactNode;
}

/** Create: Salvar. View: Editar and Excluir. Edit: Salvar. Salvar submits the modal's form. */
export function RecordActions({ mode, pending, onEdit, onDelete, onClose, extra }: RecordActionsProps) {
  return (
    <DialogActions>
      {mode === 'view' ? (
        <>
          {extra}
          <Button variant="outlined" onClick={onEdit}>
            Editar
          </Button>
          <Button variant="outlined" color="error" onClick={onDelete}>
            Excluir
          </Button>
        </>
      ) : (
        <Button type="submit" variant="contained" disabled={pending}>
          Salvar
        </Button>
      )}
      <Button onClick={onClose}>Fechar</Button>
    </DialogActions>
  );
}
