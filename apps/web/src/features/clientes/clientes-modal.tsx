import { RecordDialog } from '@/components/form/record-dialog';
import { targetId, type RecordModalProps } from '@/components/form/record-mode';
import { useCliente } from './api/get-cliente';
import { ClientesEditor } from './clientes-editor';

/** The customer modal (size xl): loads the customer in view mode, then the editor. */
export function ClientesModal({ target, onClose, onChanged }: RecordModalProps) {
  const id = targetId(target);
  const record = useCliente(id);
  return (
    <RecordDialog
      titleId="clientes-modal-title"
      title={id === null ? 'Novo Cliente' : `Cliente ${id}`}
      maxWidth="xl"
      id={id}
      record={record}
      onClose={onClose}
    >
      {(cliente, reload) => <ClientesEditor record={cliente} onClose={onClose} onChanged={onChanged} {...reload} />}
    </RecordDialog>
  );
}
