import { RecordDialog } from '@/components/form/record-dialog';
import { targetId, type RecordModalProps } from '@/components/form/record-mode';
import { useUsuarioInterno } from './api/get-usuario-interno';
import { UsuariosInternosEditor } from './usuarios-internos-editor';

export function UsuariosInternosModal({ target, onClose, onChanged }: RecordModalProps) {
  const id = targetId(target);
  const record = useUsuarioInterno(id);
  return (
    <RecordDialog
      titleId="usuarios-internos-modal-title"
      title={id === null ? 'Novo Usuário' : `Usuário ${id}`}
      maxWidth="md"
      id={id}
      record={record}
      onClose={onClose}
    >
      {(user, reload) => <UsuariosInternosEditor record={user} onClose={onClose} onChanged={onChanged} {...reload} />}
    </RecordDialog>
  );
}
