import { PRODUTO_MESSAGES } from '@portal/shared/messages';
import { entityModal } from '@/components/form/entity-modal';
import { recordTexts } from '@/components/form/use-record-editor';
import { PRODUTOS_API } from './produtos-api';
import { EMPTY_PRODUTO, toProdutoForm, toProdutoInput, validateProduto } from './produto-form';
import { ProdutosFormFields } from './produtos-form-fields';

/** The product modal: create, view, edit and delete (docs/produto.md §2). */
export const ProdutosModal = entityModal({
  label: 'Produto/Serviço',
  newTitle: 'Novo Produto/Serviço',
  titleId: 'produtos-modal-title',
  tab: 'Dados Gerais',
  api: PRODUTOS_API,
  empty: EMPTY_PRODUTO,
  toForm: toProdutoForm,
  toInput: toProdutoInput,
  validate: validateProduto,
  texts: recordTexts('product'),
  deleteTitle: PRODUTO_MESSAGES.confirmDelete,
  Fields: ProdutosFormFields,
});
