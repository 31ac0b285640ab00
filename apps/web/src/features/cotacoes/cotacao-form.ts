import { calcularTotais, descontoError, dinheiroError, quantidadeError, unidadeError } from '@portal/shared/cotacoes';
import type { ClienteSugestao, Cotacao, CotacaoInput, ProdutoSugestao } from '@portal/shared/dto';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { textoImprimivelError } from '@portal/shared/validators';
import { numeroNoCampo, valorDigitado } from '@/components/data/numero-campo';
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

export type LinhaErrors = Partial<Record<'quantidade' | 'unidade' | 'precoUnitario' | 'descontoPercentual', string>>;

/** The free texts the PDF prints. */
export type TextoCampo = 'condicoesPagamento' | 'prazoEntrega' | 'observacoes';

export interface CotacaoErrors extends Partial<Record<TextoCampo, string>> {
  cliente?: string;
  frete?: string;
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
    frete: cotacao.frete ? numeroNoCampo(cotacao.frete, CASAS.frete, true) : '',
    itens: cotacao.itens.map((item) => ({
      key: newKey(),
      produtoId: item.produtoId,
      sku: item.sku,
      nome: item.nome,
      quantidade: numeroNoCampo(item.quantidade, CASAS.quantidade),
      unidade: item.unidade,
      precoUnitario: numeroNoCampo(item.precoUnitario, CASAS.precoUnitario, true),
      descontoPercentual: item.descontoPercentual
        ? numeroNoCampo(item.descontoPercentual, CASAS.descontoPercentual)
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
    precoUnitario: numeroNoCampo(produto.preco ?? 0, CASAS.precoUnitario, true),
    descontoPercentual: '',
  };
}

// '' is 0 for the optional numbers; the rules read the rest as typed (the Brazilian way, packages/shared).
const orZero = (text: string) => (text.trim() ? text : '0');
/** The plain decimal text of a valid field ('1500', '1234.5'); call only after the rules accepted it. */
const valor = (text: string, casas: number) => valorDigitado(orZero(text), casas)!;

export function linhaErrors(linha: LinhaForm): LinhaErrors {
  const errors: LinhaErrors = {
    quantidade: quantidadeError(linha.quantidade),
    unidade: unidadeError(linha.unidade),
    precoUnitario: dinheiroError(orZero(linha.precoUnitario)),
    descontoPercentual: descontoError(orZero(linha.descontoPercentual)),
  };
  for (const key of Object.keys(errors) as (keyof LinhaErrors)[]) if (!errors[key]) delete errors[key];
  return errors;
}

export function validateCotacao(form: CotacaoForm): CotacaoErrors {
  const frete = form.frete.trim() ? dinheiroError(form.frete, M.freteInvalid) : undefined;
  return {
    cliente: form.cliente ? undefined : M.clienteRequired,
    // What the PDF cannot print, as the server refuses it (packages/shared).
    condicoesPagamento: textoImprimivelError(form.condicoesPagamento, 'Condições de pagamento'),
    prazoEntrega: textoImprimivelError(form.prazoEntrega, 'Prazo de entrega'),
    observacoes: textoImprimivelError(form.observacoes, 'Observações'),
    frete,
    itens: form.itens.map(linhaErrors),
  };
}

export const hasErrors = (errors: CotacaoErrors) =>
  !!(errors.cliente || errors.frete || errors.condicoesPagamento || errors.prazoEntrega || errors.observacoes) ||
  errors.itens.some((linha) => Object.keys(linha).length > 0);

const valores = (linha: LinhaForm) => ({
  quantidade: valor(linha.quantidade, CASAS.quantidade),
  precoUnitario: valor(linha.precoUnitario, CASAS.precoUnitario),
  descontoPercentual: valor(linha.descontoPercentual, CASAS.descontoPercentual),
});

const valida = (linha: LinhaForm) => Object.keys(linhaErrors(linha)).length === 0;

/** The totals with the server's own rules (packages/shared), or null while a line is not a valid number. */
export function formTotals(form: CotacaoForm): TotalsValues | null {
  if (!form.itens.every(valida) || (form.frete.trim() && dinheiroError(form.frete))) return null;
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
