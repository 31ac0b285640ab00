import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Produto } from '@portal/shared/dto';
import { ERROR_FALLBACKS, PRODUTO_MESSAGES, SUCCESS_MESSAGES } from '@portal/shared/messages';
import { useState, type FormEvent } from 'react';
import { alertOnFailure } from '@/components/data/error-message';
import { ConfirmDeleteDialog } from '@/components/form/confirm-delete-dialog';
import { RecordActions } from '@/components/form/record-actions';
import type { RecordMode } from '@/components/form/record-mode';
import { useCreateProduto } from './api/create-produto';
import { useDeleteProduto } from './api/delete-produto';
import { useUpdateProduto } from './api/update-produto';
import {
  EMPTY_PRODUTO,
  toProdutoForm,
  toProdutoInput,
  validateProduto,
  type ProdutoErrors,
  type ProdutoForm,
} from './produto-form';
import { ProdutosFormFields } from './produtos-form-fields';

interface ProdutosEditorProps {
  produto: Produto | null;
  onClose: () => void;
  /** After a save or delete, with the success text. */
  onChanged: (message: string) => void;
}

export function ProdutosEditor({ produto, onClose, onChanged }: ProdutosEditorProps) {
  const id = produto?.id ?? null;
  const [mode, setMode] = useState<RecordMode>(produto ? 'view' : 'create');
  const [form, setForm] = useState<ProdutoForm>(produto ? toProdutoForm(produto) : EMPTY_PRODUTO);
  const [errors, setErrors] = useState<ProdutoErrors>({});
  const [confirming, setConfirming] = useState(false);
  const create = useCreateProduto();
  const update = useUpdateProduto();
  const remove = useDeleteProduto();

  const setField = (name: keyof ProdutoForm, value: string | boolean) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProduto(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = toProdutoInput(form);
    const saved = await alertOnFailure(
      () => (id === null ? create.run(input) : update.run(id, input)),
      ERROR_FALLBACKS.productSave,
    );
    if (saved) onChanged(id === null ? SUCCESS_MESSAGES.productCreated : SUCCESS_MESSAGES.productUpdated);
  };

  const confirmDelete = async () => {
    setConfirming(false);
    if (id === null) {
      window.alert(ERROR_FALLBACKS.productIdMissing);
      return;
    }
    if (await alertOnFailure(() => remove.run(id), ERROR_FALLBACKS.productDelete))
      onChanged(SUCCESS_MESSAGES.productDeleted);
  };

  return (
    <Box component="form" noValidate onSubmit={save} aria-label="Produto/Serviço">
      <DialogContent>
        <Tabs value={0} sx={{ mb: 2 }}>
          <Tab label="Dados Gerais" />
        </Tabs>
        <ProdutosFormFields form={form} errors={errors} mode={mode} onChange={setField} />
      </DialogContent>
      <RecordActions
        mode={mode}
        pending={create.pending || update.pending}
        onEdit={() => setMode('edit')}
        onDelete={() => setConfirming(true)}
        onClose={onClose}
      />
      <ConfirmDeleteDialog
        open={confirming}
        title={PRODUTO_MESSAGES.confirmDelete}
        pending={remove.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}
