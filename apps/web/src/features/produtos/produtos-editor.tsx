import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Produto } from '@portal/shared/dto';
import { PRODUTO_MESSAGES } from '@portal/shared/messages';
import { RecordForm } from '@/components/form/record-form';
import type { RecordEditorProps } from '@/components/form/record-mode';
import { recordTexts, useRecordEditor } from '@/components/form/use-record-editor';
import { createProduto } from './api/create-produto';
import { deleteProduto } from './api/delete-produto';
import { updateProduto } from './api/update-produto';
import { EMPTY_PRODUTO, toProdutoForm, toProdutoInput, validateProduto } from './produto-form';
import { ProdutosFormFields } from './produtos-form-fields';

// How this entity's records are checked, sent and reported.
const RECORD = { validate: validateProduto, toInput: toProdutoInput, texts: recordTexts('product') };
const API = { create: createProduto, update: updateProduto, remove: deleteProduto };

export function ProdutosEditor({ record: produto, onClose, onChanged }: RecordEditorProps<Produto>) {
  const editor = useRecordEditor({
    ...RECORD,
    ...API,
    id: produto?.id ?? null,
    initial: produto ? toProdutoForm(produto) : EMPTY_PRODUTO,
    onChanged,
  });

  return (
    <RecordForm label="Produto/Serviço" editor={editor} onClose={onClose} deleteTitle={PRODUTO_MESSAGES.confirmDelete}>
      <Tabs value={0} sx={{ mb: 2 }}>
        <Tab label="Dados Gerais" />
      </Tabs>
      <ProdutosFormFields form={editor.form} errors={editor.errors} mode={editor.mode} onChange={editor.setField} />
    </RecordForm>
  );
}
