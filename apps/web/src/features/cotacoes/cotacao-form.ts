import {
  calcularTotais,
  cotacaoErrors,
  cotacaoItemErrors,
  formatarNumeroBr,
  lerNumeroBr,
  normalizeCotacao,
  normalizeCotacaoItem,
  type CotacaoItemField,
  type FreteModalidade,
  type MeioPagamento,
} from '@portal/shared/cotacoes';
import {
  parcelasDoForm,
  parcelasDaCotacao,
  parcelasEnviadas,
  validateParcelas,
  type ParcelaForm,
} from './cotacao-termos-form';
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
  /** Copied from the product when the line is added; editable. */
  ipiPercentual: string;
  /** '' is none. */
  icmsStValor: string;
}

export type ClienteEscolhido = Pick<ClienteSugestao, 'id' | 'nome' | 'documento'>;

export interface CotacaoForm {
  cliente: ClienteEscolhido | null;
  /** 'YYYY-MM-DD'; '' lets the server pick its default. */
  validade: string;
  condicoesPagamento: string;
  prazoEntrega: string;
  observacoes: string;
  parcelas: ParcelaForm[];
  meioPagamento: MeioPagamento | '';
  freteModalidade: FreteModalidade | '';
  transportadora: string;
  frete: string;
  descontoTotalPercentual: string;
  itens: LinhaForm[];
}

export type LinhaErrors = Partial<Record<CotacaoItemField, string>>;

/** The free texts the PDF prints. */
export type TextoCampo = 'condicoesPagamento' | 'prazoEntrega' | 'observacoes' | 'transportadora';

export interface CotacaoErrors extends Partial<Record<TextoCampo, string>> {
  cliente?: string;
  validade?: string;
  frete?: string;
  parcelas?: string;
  /** Each installment's own messages, by position. */
  parcelasLinhas?: Partial<Record<'dias' | 'percentual', string>>[];
  meioPagamento?: string;
  freteModalidade?: string;
  descontoTotalPercentual?: string;
  /** The list as a whole (more lines than the API takes). */
  lista?: string;
  itens: LinhaErrors[];
}

/** The decimals each number field keeps (numeric(14,3) quantities, numeric(14,2) money and percentages). */
export const CASAS = {
  quantidade: 3,
  precoUnitario: 2,
  descontoPercentual: 2,
  frete: 2,
  ipiPercentual: 2,
  icmsStValor: 2,
  descontoTotalPercentual: 2,
} as const;

let nextKey = 0;
const newKey = () => `l${++nextKey}`;

export const EMPTY_COTACAO: CotacaoForm = {
  cliente: null,
  validade: '',
  condicoesPagamento: '',
  prazoEntrega: '',
  observacoes: '',
  parcelas: [],
  meioPagamento: '',
  freteModalidade: '',
  transportadora: '',
  frete: '',
  descontoTotalPercentual: '',
  itens: [],
};

export function toCotacaoForm(cotacao: Cotacao): CotacaoForm {
  return {
    cliente: { id: cotacao.clienteId, nome: cotacao.clienteNome, documento: cotacao.clienteDocumento },
    validade: cotacao.validade,
    condicoesPagamento: cotacao.condicoesPagamento ?? '',
    prazoEntrega: cotacao.prazoEntrega ?? '',
    observacoes: cotacao.observacoes ?? '',
    parcelas: parcelasDaCotacao(cotacao.parcelas),
    meioPagamento: cotacao.meioPagamento ?? '',
    freteModalidade: cotacao.freteModalidade ?? '',
    transportadora: cotacao.transportadora ?? '',
    frete: cotacao.frete ? formatarNumeroBr(cotacao.frete, CASAS.frete, true) : '',
    descontoTotalPercentual: cotacao.descontoTotalPercentual
      ? formatarNumeroBr(cotacao.descontoTotalPercentual, CASAS.descontoTotalPercentual)
      : '',
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
      ipiPercentual: formatarNumeroBr(item.ipiPercentual, CASAS.ipiPercentual),
      icmsStValor: item.icmsStValor === null ? '' : formatarNumeroBr(item.icmsStValor, CASAS.icmsStValor, true),
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
    ipiPercentual: formatarNumeroBr(produto.ipiPercentual, CASAS.ipiPercentual),
    icmsStValor: '',
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
  ipiPercentual: orZero(linha.ipiPercentual),
  icmsStValor: linha.icmsStValor.trim() ? linha.icmsStValor : null,
});

/**
 * A figure of one line, computed once per version of it: a line is replaced, never changed, so typing
 * in one line of 500 reads the other 499 from the cache (the totals and the unsaved-changes check stay O(1) work per line).
 */
function porLinha<T>(calcular: (linha: LinhaForm) => T): (linha: LinhaForm) => T {
  const cache = new WeakMap<LinhaForm, T>();
  return (linha) => {
    if (!cache.has(linha)) cache.set(linha, calcular(linha));
    return cache.get(linha) as T;
  };
}

/** The line's messages: the API's own rules (packages/shared cotacaoItemErrors). */
export const linhaErrors = porLinha((linha): LinhaErrors =>
  cotacaoItemErrors(normalizeCotacaoItem(linhaEnviada(linha))),
);

/** The form's messages: the rules the API applies to the same body (packages/shared cotacaoErrors). */
export function validateCotacao(form: CotacaoForm): CotacaoErrors {
  const { clienteId, itens, ...errors } = cotacaoErrors(
    normalizeCotacao({
      clienteId: form.cliente?.id,
      validade: form.validade,
      condicoesPagamento: form.condicoesPagamento,
      prazoEntrega: form.prazoEntrega,
      observacoes: form.observacoes,
      parcelas: parcelasEnviadas(form.parcelas),
      meioPagamento: form.meioPagamento || null,
      freteModalidade: form.freteModalidade || null,
      transportadora: form.transportadora,
      frete: form.frete.trim() ? form.frete : undefined,
      descontoTotalPercentual: form.descontoTotalPercentual.trim() ? form.descontoTotalPercentual : undefined,
      itens: form.itens,
    }),
  );
  const parcelasLinhas = validateParcelas(form.parcelas);
  return {
    cliente: clienteId,
    validade: errors.validade,
    condicoesPagamento: errors.condicoesPagamento,
    prazoEntrega: errors.prazoEntrega,
    observacoes: errors.observacoes,
    transportadora: errors.transportadora,
    frete: errors.frete,
    parcelas: errors.parcelas,
    parcelasLinhas: parcelasLinhas.some((e) => Object.keys(e).length) ? parcelasLinhas : undefined,
    meioPagamento: errors.meioPagamento,
    freteModalidade: errors.freteModalidade,
    descontoTotalPercentual: errors.descontoTotalPercentual,
    lista: itens,
    itens: form.itens.map(linhaErrors),
  };
}

export const hasErrors = ({ itens, ...form }: CotacaoErrors) =>
  Object.values(form).some(Boolean) || itens.some((linha) => Object.keys(linha).length > 0);

const valores = porLinha((linha) => ({
  quantidade: valor(linha.quantidade, CASAS.quantidade),
  precoUnitario: valor(linha.precoUnitario, CASAS.precoUnitario),
  descontoPercentual: valor(linha.descontoPercentual, CASAS.descontoPercentual),
  ipiPercentual: valor(linha.ipiPercentual, CASAS.ipiPercentual),
  icmsStValor: valor(linha.icmsStValor, CASAS.icmsStValor),
}));

const valida = (linha: LinhaForm) => Object.keys(linhaErrors(linha)).length === 0;

/** The totals with the server's own rules (packages/shared), or null while a line is not a valid number. */
export function formTotals(form: CotacaoForm): TotalsValues | null {
  const cabecalho = validateCotacao({ ...form, itens: [] });
  if (!form.itens.every(valida) || cabecalho.frete || cabecalho.descontoTotalPercentual) return null;
  try {
    return calcularTotais(
      form.itens.map(valores),
      valor(form.frete, CASAS.frete),
      valor(form.descontoTotalPercentual, CASAS.descontoTotalPercentual),
    );
  } catch {
    return null;
  }
}

/** The line's total alone (shown as it is typed), or null while it is not valid. */
export const linhaTotal = porLinha((linha): number | null =>
  valida(linha) ? calcularTotais([valores(linha)]).total : null,
);

const orNull = (text: string) => text.trim() || null;

export function toCotacaoInput(form: CotacaoForm, versao?: number): CotacaoInput {
  return {
    clienteId: form.cliente!.id,
    ...(form.validade ? { validade: form.validade } : {}),
    condicoesPagamento: orNull(form.condicoesPagamento),
    prazoEntrega: orNull(form.prazoEntrega),
    observacoes: orNull(form.observacoes),
    parcelas: parcelasDoForm(form.parcelas),
    meioPagamento: form.meioPagamento || null,
    freteModalidade: form.freteModalidade || null,
    transportadora: orNull(form.transportadora),
    frete: Number(valor(form.frete, CASAS.frete)),
    descontoTotalPercentual: Number(valor(form.descontoTotalPercentual, CASAS.descontoTotalPercentual)),
    itens: form.itens.map((linha) => {
      const { quantidade, precoUnitario, descontoPercentual, ipiPercentual } = valores(linha);
      return {
        produtoId: linha.produtoId,
        quantidade: Number(quantidade),
        unidade: linha.unidade.trim().toUpperCase(),
        precoUnitario: Number(precoUnitario),
        descontoPercentual: Number(descontoPercentual),
        ipiPercentual: Number(ipiPercentual),
        icmsStValor: linha.icmsStValor.trim() ? Number(valor(linha.icmsStValor, CASAS.icmsStValor)) : null,
      };
    }),
    ...(versao === undefined ? {} : { versao }),
  };
}

const linhaAssinatura = porLinha(({ key: _key, ...linha }) => JSON.stringify(linha));

/** What a save would send, to tell whether the page holds unsaved changes. */
export function formSignature(form: CotacaoForm): string {
  const { itens, parcelas, ...rest } = form;
  return (
    JSON.stringify({
      ...rest,
      cliente: rest.cliente?.id,
      parcelas: parcelas.map(({ key: _key, ...parcela }) => parcela),
    }) + itens.map(linhaAssinatura).join('')
  );
}
