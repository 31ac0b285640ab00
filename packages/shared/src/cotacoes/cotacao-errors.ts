import { COTACAO_MESSAGES as M } from '../messages/cotacao-messages.js';
import { cleanText, collectErrors, optionalText, type FieldErrors } from '../validators/text-rules.js';
import { idEnviado } from '../validators/id-enviado.js';
import { textoImprimivelError } from '../validators/texto-imprimivel.js';
import { numeroEnviado } from './numero-enviado.js';
import { freteModalidadeError, freteSomenteCifError, meioPagamentoError, parcelasError } from './termos.js';
import {
  COTACAO_LIMITS as L,
  descontoError,
  dinheiroError,
  ipiError,
  isIsoDate,
  percentualError,
  quantidadeError,
  unidadeError,
} from './regras.js';

/** A PostgreSQL integer id (1 to 2^31 - 1) typed as a JSON number. */
export const isDbId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

/** The fields of a quotation line, in the order their messages are reported. */
export const COTACAO_ITEM_FIELDS = [
  'produtoId',
  'quantidade',
  'unidade',
  'precoUnitario',
  'descontoPercentual',
  'ipiPercentual',
  'icmsStValor',
] as const;
export type CotacaoItemField = (typeof COTACAO_ITEM_FIELDS)[number];
export type CotacaoItemFields = Partial<Record<CotacaoItemField, unknown>>;

/** A quotation line as checked: the unit trimmed and upper-case; numbers typed as text read the Brazilian way. */
export function normalizeCotacaoItem(input: CotacaoItemFields): CotacaoItemFields {
  const { unidade } = input;
  return {
    ...input,
    produtoId: idEnviado(input.produtoId),
    unidade: typeof unidade === 'string' ? unidade.trim().toUpperCase() : unidade,
    quantidade: numeroEnviado(input.quantidade, 3),
    precoUnitario: numeroEnviado(input.precoUnitario, 2),
    descontoPercentual: numeroEnviado(input.descontoPercentual, 2),
    ipiPercentual: numeroEnviado(input.ipiPercentual, 2),
    icmsStValor: numeroEnviado(input.icmsStValor, 2),
  };
}

/** The messages of a normalised quotation line; {} when valid. */
export function cotacaoItemErrors(input: CotacaoItemFields): FieldErrors<CotacaoItemField> {
  return collectErrors<CotacaoItemField>({
    produtoId: isDbId(input.produtoId) ? undefined : M.itemProdutoRequired,
    quantidade: quantidadeError(input.quantidade),
    unidade: unidadeError(input.unidade),
    precoUnitario: dinheiroError(input.precoUnitario),
    descontoPercentual: descontoError(input.descontoPercentual),
    ipiPercentual: ipiError(input.ipiPercentual),
    icmsStValor:
      input.icmsStValor === undefined || input.icmsStValor === null
        ? undefined
        : dinheiroError(input.icmsStValor, M.itemIcmsStInvalid),
  });
}

/** The fields of a quotation's input (its lines are checked one by one), in the order of their messages. */
export const COTACAO_FIELDS = [
  'clienteId',
  'validade',
  'condicoesPagamento',
  'prazoEntrega',
  'observacoes',
  'parcelas',
  'meioPagamento',
  'freteModalidade',
  'transportadora',
  'frete',
  'descontoTotalPercentual',
  'itens',
  'versao',
] as const;
export type CotacaoField = (typeof COTACAO_FIELDS)[number];
export type CotacaoFields = Partial<Record<CotacaoField, unknown>>;

/** A quotation input as checked: texts trimmed (blank or null: absent); freight as text read the Brazilian way. */
export function normalizeCotacao(input: CotacaoFields): CotacaoFields {
  return {
    ...input,
    clienteId: idEnviado(input.clienteId),
    validade: cleanText(input.validade),
    condicoesPagamento: cleanText(input.condicoesPagamento),
    prazoEntrega: cleanText(input.prazoEntrega),
    observacoes: cleanText(input.observacoes),
    transportadora: cleanText(input.transportadora),
    frete: numeroEnviado(input.frete, 2),
    descontoTotalPercentual: numeroEnviado(input.descontoTotalPercentual, 2),
  };
}

/** The messages of a normalised quotation input, its lines aside; {} when valid. */
export function cotacaoErrors(input: CotacaoFields): FieldErrors<CotacaoField> {
  const { validade, frete, itens, versao } = input;
  return collectErrors<CotacaoField>({
    clienteId: isDbId(input.clienteId) ? undefined : M.clienteRequired,
    validade: validade === undefined || isIsoDate(validade) ? undefined : M.validadeInvalid,
    condicoesPagamento:
      optionalText(input.condicoesPagamento, 'Condições de pagamento', L.condicoesPagamento) ??
      textoImprimivelError(input.condicoesPagamento, 'Condições de pagamento'),
    prazoEntrega:
      optionalText(input.prazoEntrega, 'Prazo de entrega', L.prazoEntrega) ??
      textoImprimivelError(input.prazoEntrega, 'Prazo de entrega'),
    observacoes:
      optionalText(input.observacoes, 'Observações', L.observacoes) ??
      textoImprimivelError(input.observacoes, 'Observações'),
    parcelas: parcelasError(input.parcelas),
    meioPagamento: meioPagamentoError(input.meioPagamento),
    freteModalidade: freteModalidadeError(input.freteModalidade),
    transportadora:
      optionalText(input.transportadora, 'Transportadora', L.transportadora) ??
      textoImprimivelError(input.transportadora, 'Transportadora'),
    frete:
      frete === undefined || frete === null
        ? undefined
        : (dinheiroError(frete, M.freteInvalid) ?? freteSomenteCifError(input.freteModalidade, frete)),
    descontoTotalPercentual: percentualError(input.descontoTotalPercentual, M.descontoTotalInvalid),
    itens: Array.isArray(itens) && itens.length <= L.itens ? undefined : M.itensInvalid,
    versao:
      versao === undefined || (typeof versao === 'number' && Number.isInteger(versao) && versao >= 1)
        ? undefined
        : M.versaoRequired,
  });
}
