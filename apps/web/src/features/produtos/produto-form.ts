import type { Produto, ProdutoInput } from '@portal/shared/dto';
import { PRODUCT_MESSAGES as M } from '@portal/shared/messages';

export interface ProdutoForm {
  sku: string;
  /** '' until chosen. */
  tipo: string;
  nome: string;
  status: boolean;
  descricao: string;
}

export type ProdutoErrors = Partial<Record<keyof ProdutoForm, string>>;

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

/** The product form's messages (spec section 5). */
export function validateProduto(form: ProdutoForm): ProdutoErrors {
  const errors: ProdutoErrors = {};
  const sku = form.sku.trim();
  if (!sku || sku.length > 10) errors.sku = M.skuRequired;
  if (form.tipo !== 'p' && form.tipo !== 's') errors.tipo = M.tipoInvalid;
  if (!form.nome.trim()) errors.nome = M.nomeRequired;
  return errors;
}
