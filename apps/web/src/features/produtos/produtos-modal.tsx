import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { RecordLoadState } from '@/components/form/record-load-state';
import type { RecordTarget } from '@/components/form/record-mode';
import { useProduto } from './api/get-produto';
import { ProdutosEditor } from './produtos-editor';

interface ProdutosModalProps {
  target: RecordTarget;
  onClose: () => void;
  onChanged: (message: string) => void;
}

export function ProdutosModal({ target, onClose, onChanged }: ProdutosModalProps) {
  const id = target.mode === 'view' ? target.id : null;
  const { data, failed } = useProduto(id);
  const ready = id === null || data !== undefined;

  return (
    <Dialog open maxWidth="md" fullWidth onClose={onClose} aria-labelledby="produtos-modal-title">
      <DialogTitle id="produtos-modal-title">
        {id === null ? 'Novo Produto/Serviço' : `Produto/Serviço ${id}`}
      </DialogTitle>
      {ready ? (
        <ProdutosEditor produto={data ?? null} onClose={onClose} onChanged={onChanged} />
      ) : (
        <RecordLoadState failed={failed} onClose={onClose} />
      )}
    </Dialog>
  );
}
