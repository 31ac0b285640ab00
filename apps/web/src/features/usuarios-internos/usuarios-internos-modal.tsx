import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ERROR_FALLBACKS } from '@portal/shared/messages';
import type { RecordTarget } from '@/components/form/record-mode';
import { useUsuarioInterno } from './api/get-usuario-interno';
import { UsuariosInternosEditor } from './usuarios-internos-editor';

interface UsuariosInternosModalProps {
  target: RecordTarget;
  onClose: () => void;
  /** After a save or delete: close, refresh the list and show the message in the page banner. */
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
        <DialogContent>{failed ? ERROR_FALLBACKS.userIdMissing : 'Carregando...'}</DialogContent>
      )}
    </Dialog>
  );
}
