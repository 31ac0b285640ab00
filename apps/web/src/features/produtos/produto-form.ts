import type { Produto, ProdutoInput } from '@portal/shared/dto';
import { normalizeProduto, produtoErrors, type ProdutoErrors } from '@portal/shared/validators';

export interface ProdutoForm {
  sku: string;
  /** '' until chosen. */
  tipo: string;
  nome: string;
  status: boolean;
  descricao: string;
}

export type { ProdutoErrors };

export const EMPTY_PRODUTO: ProdutoForm = { sku: '', tipo: '', nome: '', status: true, descricao: '' };

export function toProdutoForm(produto: Produto): ProdutoForm {
  return {
    sku: produto.sku ?? '',
    tipo: produto.tipo ?? '',
    nome: produto.nome ?? '',
    status: !!produto.status,
    descricao: produto.descricao ?? '',
  };
}

export function toProdutoInput(form: ProdutoForm): ProdutoInput {
  return {
    sku: form.sku.trim().toUpperCase(),
    tipo: form.tipo as ProdutoInput['tipo'],
    nome: form.nome.trim(),
    status: form.status,
    descricao: form.descricao.trim() || null,
  };
}

/** The form's messages: the shared product rules (spec section 5) on the form as it would be sent. */
export function validateProduto(form: ProdutoForm): ProdutoErrors {
  return produtoErrors(normalizeProduto(form));
}
