import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { RecordLoadState } from '@/components/form/record-load-state';
import type { RecordTarget } from '@/components/form/record-mode';
import { useUsuarioInterno } from './api/get-usuario-interno';
import { UsuariosInternosEditor } from './usuarios-internos-editor';

interface UsuariosInternosModalProps {
  target: RecordTarget;
  onClose: () => void;
  /** After a save or delete: close, refresh the list and show the message in the snackbar. */
  onChanged: (message: string) => void;
}

export function UsuariosInternosModal({ target, onClose, onChanged }: UsuariosInternosModalProps) {
  const id = target.mode === 'view' ? target.id : null;
  const { data, failed } = useUsuarioInterno(id);
  const ready = id === null || data !== undefined;

  return (
    <Dialog open maxWidth="md" fullWidth onClose={onClose} aria-labelledby="usuarios-internos-modal-title">
      <DialogTitle id="usuarios-internos-modal-title">{id === null ? 'Novo Usuário' : `Usuário ${id}`}</DialogTitle>
      {ready ? (
        <UsuariosInternosEditor user={data ?? null} onClose={onClose} onChanged={onChanged} />
      ) : (
        <RecordLoadState failed={failed} onClose={onClose} />
      )}
    </Dialog>
  );
}
