import { formatarNumeroBr, numeroEnviado } from '@portal/shared/cotacoes';
import type { Produto, ProdutoInput } from '@portal/shared/dto';
import { normalizeProduto, produtoErrors, type ProdutoErrors } from '@portal/shared/validators';

export interface ProdutoForm {
  sku: string;
  /** '' until chosen. */
  tipo: string;
  nome: string;
  status: boolean;
  descricao: string;
  /** List price as typed ('1.234,56', read by the shared `lerNumeroBr`); '' for none. */
  preco: string;
  unidade: string;
  /** 8 digits, dots allowed ('8471.30.12'); '' for none. */
  ncm: string;
  /** IPI rate as typed; '' is 0. */
  ipiPercentual: string;
}

export type { ProdutoErrors };

export const EMPTY_PRODUTO: ProdutoForm = {
  sku: '',
  tipo: '',
  nome: '',
  status: true,
  descricao: '',
  preco: '',
  unidade: 'UN',
  ncm: '',
  ipiPercentual: '',
};

export function toProdutoForm(produto: Produto): ProdutoForm {
  return {
    sku: produto.sku ?? '',
    tipo: produto.tipo ?? '',
    nome: produto.nome ?? '',
    status: !!produto.status,
    descricao: produto.descricao ?? '',
    preco: formatarNumeroBr(produto.preco, 2, true),
    unidade: produto.unidade ?? 'UN',
    ncm: produto.ncm ?? '',
    ipiPercentual: produto.ipiPercentual ? formatarNumeroBr(produto.ipiPercentual, 2) : '',
  };
}

export function toProdutoInput(form: ProdutoForm): ProdutoInput {
  return {
    sku: form.sku.trim().toUpperCase(),
    tipo: form.tipo as ProdutoInput['tipo'],
    nome: form.nome.trim(),
    status: form.status,
    descricao: form.descricao.trim() || null,
    // As the API reads it (numeroEnviado); the rules accepted it first.
    preco: form.preco.trim() ? Number(numeroEnviado(form.preco, 2)) : null,
    unidade: form.unidade.trim().toUpperCase() || 'UN',
    ncm: form.ncm.replace(/[.\s]/g, '') || null,
    ipiPercentual: form.ipiPercentual.trim() ? Number(numeroEnviado(form.ipiPercentual, 2)) : 0,
  };
}

/** The form's messages: the shared product rules (docs/produto.md §5) on the form as it would be sent. */
export function validateProduto(form: ProdutoForm): ProdutoErrors {
  return produtoErrors(
    normalizeProduto({
      ...form,
      preco: form.preco.trim() ? form.preco : null,
      ipiPercentual: form.ipiPercentual.trim() ? form.ipiPercentual : undefined,
    }),
  );
}
