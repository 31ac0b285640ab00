import {
  calcularTotais,
  cotacaoErrors,
  cotacaoItemErrors,
  formatarNumeroBr,
  lerNumeroBr,
  normalizeCotacao,
  normalizeCotacaoItem,
  type CotacaoItemField,
} from '@portal/shared/cotacoes';
import type { ClienteSugestao, Cotacao, CotacaoInput, ProdutoSugestao } from '@portal/shared/dto';
import type { TotalsValues } from '@/components/cotacao/totals-panel';

/**
 * One line as typed: numbers stay text until saved ('1.500', '1,5'), read the Brazilian way by the shared
 * reader (`lerNumeroBr`), so nothing is lost to a float or a guess.
 */
export interface LinhaForm {
  /** React key, stable while lines move. */
  key: string;
  produtoId: number;
  sku: string;
  nome: string;
  quantidade: string;
  unidade: string;
  precoUnitario: string;
  descontoPercentual: string;
}

export type ClienteEscolhido = Pick<ClienteSugestao, 'id' | 'nome' | 'documento'>;

export interface CotacaoForm {
  cliente: ClienteEscolhido | null;
  /** 'YYYY-MM-DD'; '' lets the server pick its default. */
  validade: string;
  condicoesPagamento: string;
  prazoEntrega: string;
  observacoes: string;
  frete: string;
  itens: LinhaForm[];
}

export type LinhaErrors = Partial<Record<CotacaoItemField, string>>;

/** The free texts the PDF prints. */
export type TextoCampo = 'condicoesPagamento' | 'prazoEntrega' | 'observacoes';

export interface CotacaoErrors extends Partial<Record<TextoCampo, string>> {
  cliente?: string;
  validade?: string;
  frete?: string;
  /** The list as a whole (more lines than the API takes). */
  lista?: string;
  itens: LinhaErrors[];
}

/** The decimals each number field keeps (numeric(14,3) quantities, numeric(14,2) money and percentages). */
export const CASAS = { quantidade: 3, precoUnitario: 2, descontoPercentual: 2, frete: 2 } as const;

let nextKey = 0;
const newKey = () => `l${++nextKey}`;

export const EMPTY_COTACAO: CotacaoForm = {
  cliente: null,
  validade: '',
  condicoesPagamento: '',
  prazoEntrega: '',
  observacoes: '',
  frete: '',
  itens: [],
};

export function toCotacaoForm(cotacao: Cotacao): CotacaoForm {
  return {
    cliente: { id: cotacao.clienteId, nome: cotacao.clienteNome, documento: cotacao.clienteDocumento },
    validade: cotacao.validade,
    condicoesPagamento: cotacao.condicoesPagamento ?? '',
    prazoEntrega: cotacao.prazoEntrega ?? '',
    observacoes: cotacao.observacoes ?? '',
    frete: cotacao.frete ? formatarNumeroBr(cotacao.frete, CASAS.frete, true) : '',
    itens: cotacao.itens.map((item) => ({
      key: newKey(),
      produtoId: item.produtoId,
      sku: item.sku,
      nome: item.nome,
      quantidade: formatarNumeroBr(item.quantidade, CASAS.quantidade),
      unidade: item.unidade,
      precoUnitario: formatarNumeroBr(item.precoUnitario, CASAS.precoUnitario, true),
      descontoPercentual: item.descontoPercentual
        ? formatarNumeroBr(item.descontoPercentual, CASAS.descontoPercentual)
        : '',
    })),
  };
}

/** A new line for a picked product: quantity 1, the catalogue's unit and list price. */
export function linhaDoProduto(produto: ProdutoSugestao): LinhaForm {
  return {
    key: newKey(),
    produtoId: produto.id,
    sku: produto.sku,
    nome: produto.nome,
    quantidade: '1',
    unidade: produto.unidade || 'UN',
    precoUnitario: formatarNumeroBr(produto.preco ?? 0, CASAS.precoUnitario, true),
    descontoPercentual: '',
  };
}

// '' is 0 for the optional numbers; the rules read the rest as typed (the Brazilian way, packages/shared).
const orZero = (text: string) => (text.trim() ? text : '0');
/** The plain decimal text of a valid field ('1500', '1234.5'); call only after the rules accepted it. */
const valor = (text: string, casas: number) => {
  const lido = lerNumeroBr(orZero(text), casas);
  return lido.ok ? lido.valor : '0';
};

/** A line as the API receives it, numbers as typed: the API reads text the same Brazilian way. */
const linhaEnviada = (linha: LinhaForm) => ({
  produtoId: linha.produtoId,
  quantidade: linha.quantidade,
  unidade: linha.unidade,
  precoUnitario: orZero(linha.precoUnitario),
  descontoPercentual: orZero(linha.descontoPercentual),
});

/** The line's messages: the API's own rules (packages/shared cotacaoItemErrors). */
export function linhaErrors(linha: LinhaForm): LinhaErrors {
  return cotacaoItemErrors(normalizeCotacaoItem(linhaEnviada(linha)));
}

/** The form's messages: the rules the API applies to the same body (packages/shared cotacaoErrors). */
export function validateCotacao(form: CotacaoForm): CotacaoErrors {
  const { clienteId, validade, condicoesPagamento, prazoEntrega, observacoes, frete, itens } = cotacaoErrors(
    normalizeCotacao({
      clienteId: form.cliente?.id,
      validade: form.validade,
      condicoesPagamento: form.condicoesPagamento,
      prazoEntrega: form.prazoEntrega,
      observacoes: form.observacoes,
      frete: form.frete.trim() ? form.frete : undefined,
      itens: form.itens,
    }),
  );
  return {
    cliente: clienteId,
    validade,
    condicoesPagamento,
    prazoEntrega,
    observacoes,
    frete,
    lista: itens,
    itens: form.itens.map(linhaErrors),
  };
}

export const hasErrors = ({ itens, ...form }: CotacaoErrors) =>
  Object.values(form).some(Boolean) || itens.some((linha) => Object.keys(linha).length > 0);

const valores = (linha: LinhaForm) => ({
  quantidade: valor(linha.quantidade, CASAS.quantidade),
  precoUnitario: valor(linha.precoUnitario, CASAS.precoUnitario),
  descontoPercentual: valor(linha.descontoPercentual, CASAS.descontoPercentual),
});

const valida = (linha: LinhaForm) => Object.keys(linhaErrors(linha)).length === 0;

/** The totals with the server's own rules (packages/shared), or null while a line is not a valid number. */
export function formTotals(form: CotacaoForm): TotalsValues | null {
  if (!form.itens.every(valida) || validateCotacao({ ...form, itens: [] }).frete) return null;
  try {
    return calcularTotais(form.itens.map(valores), valor(form.frete, CASAS.frete));
  } catch {
    return null;
  }
}

/** The line's total alone (shown as it is typed), or null while it is not valid. */
export function linhaTotal(linha: LinhaForm): number | null {
  return valida(linha) ? calcularTotais([valores(linha)]).total : null;
}

const orNull = (text: string) => text.trim() || null;

export function toCotacaoInput(form: CotacaoForm, versao?: number): CotacaoInput {
  return {
    clienteId: form.cliente!.id,
    ...(form.validade ? { validade: form.validade } : {}),
    condicoesPagamento: orNull(form.condicoesPagamento),
    prazoEntrega: orNull(form.prazoEntrega),
    observacoes: orNull(form.observacoes),
    frete: Number(valor(form.frete, CASAS.frete)),
    itens: form.itens.map((linha) => {
      const { quantidade, precoUnitario, descontoPercentual } = valores(linha);
      return {
        produtoId: linha.produtoId,
        quantidade: Number(quantidade),
        unidade: linha.unidade.trim().toUpperCase(),
        precoUnitario: Number(precoUnitario),
        descontoPercentual: Number(descontoPercentual),
      };
    }),
    ...(versao === undefined ? {} : { versao }),
  };
}

/** What a save would send, to tell whether the page holds unsaved changes. */
export function formSignature(form: CotacaoForm): string {
  const { itens, ...rest } = form;
  return JSON.stringify({ ...rest, cliente: rest.cliente?.id, itens: itens.map(({ key: _key, ...linha }) => linha) });
}
