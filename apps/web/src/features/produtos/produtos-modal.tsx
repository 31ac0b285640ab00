import { RecordDialog } from '@/components/form/record-dialog';
import { targetId, type RecordModalProps } from '@/components/form/record-mode';
import { useProduto } from './api/get-produto';
import { ProdutosEditor } from './produtos-editor';

export function ProdutosModal({ target, onClose, onChanged }: RecordModalProps) {
  const id = targetId(target);
  const record = useProduto(id);
  return (
    <RecordDialog
      titleId="produtos-modal-title"
      title={id === null ? 'Novo Produto/Serviço' : `Produto/Serviço ${id}`}
      maxWidth="md"
      id={id}
      record={record}
      onClose={onClose}
    >
      {(produto) => <ProdutosEditor record={produto} onClose={onClose} onChanged={onChanged} />}
    </RecordDialog>
  );
}
