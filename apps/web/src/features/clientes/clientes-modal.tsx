import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { RecordLoadState } from '@/components/form/record-load-state';
import type { RecordTarget } from '@/components/form/record-mode';
import { useCliente } from './api/get-cliente';
import { ClientesEditor } from './clientes-editor';

interface ClientesModalProps {
  target: RecordTarget;
  onClose: () => void;
  /** After a save or delete: close and refresh the list. */
  onChanged: (message: string) => void;
}

/** The customer modal (size xl): loads the customer in view mode, then the editor. */
export function ClientesModal({ target, onClose, onChanged }: ClientesModalProps) {
  const id = target.mode === 'view' ? target.id : null;
  const { data, failed } = useCliente(id);
  const ready = id === null || data !== undefined;

  return (
    <Dialog open maxWidth="xl" fullWidth onClose={onClose} aria-labelledby="clientes-modal-title">
      <DialogTitle id="clientes-modal-title">{id === null ? 'Novo Cliente' : `Cliente ${id}`}</DialogTitle>
      {ready ? (
        <ClientesEditor cliente={data ?? null} onClose={onClose} onChanged={onChanged} />
      ) : (
        <RecordLoadState failed={failed} onClose={onClose} />
      )}
    </Dialog>
  );
}
