import { dinheiroError, unidadeError } from '@portal/shared/cotacoes';
import type { Produto, ProdutoInput } from '@portal/shared/dto';
import { PRODUCT_MESSAGES as M } from '@portal/shared/messages';
import { decimalInput, decimalText } from '@/components/data/decimal-text';

export interface ProdutoForm {
  sku: string;
  /** '' until chosen. */
  tipo: string;
  nome: string;
  status: boolean;
  descricao: string;
  /** List price as typed ('1.234,56'); '' for none. */
  preco: string;
  unidade: string;
}

export type ProdutoErrors = Partial<Record<keyof ProdutoForm, string>>;

export const EMPTY_PRODUTO: ProdutoForm = {
  sku: '',
  tipo: '',
  nome: '',
  status: true,
  descricao: '',
  preco: '',
  unidade: 'UN',
};

export function toProdutoForm(produto: Produto): ProdutoForm {
  return {
    sku: produto.sku ?? '',
    tipo: produto.tipo ?? '',
    nome: produto.nome ?? '',
    status: !!produto.status,
    descricao: produto.descricao ?? '',
    preco: decimalInput(produto.preco),
    unidade: produto.unidade ?? 'UN',
  };
}

export function toProdutoInput(form: ProdutoForm): ProdutoInput {
  return {
    sku: form.sku.trim().toUpperCase(),
    tipo: form.tipo as ProdutoInput['tipo'],
    nome: form.nome.trim(),
    status: form.status,
    descricao: form.descricao.trim() || null,
    preco: form.preco.trim() ? Number(decimalText(form.preco)) : null,
    unidade: form.unidade.trim().toUpperCase() || 'UN',
  };
}

/** The product form's messages (spec section 5). */
export function validateProduto(form: ProdutoForm): ProdutoErrors {
  const errors: ProdutoErrors = {};
  const sku = form.sku.trim();
  if (!sku || sku.length > 10) errors.sku = M.skuRequired;
  if (form.tipo !== 'p' && form.tipo !== 's') errors.tipo = M.tipoInvalid;
  if (!form.nome.trim()) errors.nome = M.nomeRequired;
  // The same rules as the quotation lines the price prefills (packages/shared).
  const preco = form.preco.trim() ? dinheiroError(decimalText(form.preco)) : undefined;
  if (preco) errors.preco = preco;
  const unidade = unidadeError(form.unidade.trim() || 'UN');
  if (unidade) errors.unidade = unidade;
  return errors;
}
