import { LIMITS } from '../constants/limits.js';
import { dinheiroError, ipiError, unidadeError } from '../cotacoes/regras.js';
import { maxLengthMessage } from '../messages/max-length-message.js';
import { PRODUTO_MESSAGES as M } from '../messages/produto-messages.js';
import { SERVER_MESSAGES } from '../messages/server-messages.js';
import {
  cleanText,
  collectErrors,
  flagError,
  isText,
  optionalText,
  upperText,
  type FieldErrors,
} from './text-rules.js';
import { textoImprimivelError } from './texto-imprimivel.js';
import { numeroEnviado } from '../cotacoes/numero-enviado.js';

const L = LIMITS.product;

/** The fields of a product's input, in the order their messages are reported. */
export const PRODUTO_FIELDS = [
  'sku',
  'tipo',
  'nome',
  'status',
  'descricao',
  'preco',
  'unidade',
  'ncm',
  'ipiPercentual',
] as const;
export type ProdutoField = (typeof PRODUTO_FIELDS)[number];
export type ProdutoFields = Partial<Record<ProdutoField, unknown>>;
export type ProdutoErrors = FieldErrors<ProdutoField>;

/** A product input as it is stored: trimmed, SKU and unidade upper-case, tipo lower-case, blanks absent. */
export function normalizeProduto(input: ProdutoFields): ProdutoFields {
  return {
    sku: upperText(input.sku),
    tipo: typeof input.tipo === 'string' ? input.tipo.trim().toLowerCase() : input.tipo,
    nome: cleanText(input.nome),
    status: input.status,
    // Blank or null clears it; left out (undefined) keeps what is stored on an edit, like ncm.
    descricao: typeof input.descricao === 'string' ? (cleanText(input.descricao) ?? null) : input.descricao,
    preco: numeroEnviado(input.preco, 2),
    unidade: typeof input.unidade === 'string' ? input.unidade.trim().toUpperCase() : input.unidade,
    // '8471.30.12' is typed with the dots of the TIPI; stored as its 8 digits. Blank or null clears it.
    ncm: typeof input.ncm === 'string' ? (cleanText(input.ncm.replace(/[.\s]/g, '')) ?? null) : input.ncm,
    ipiPercentual: numeroEnviado(input.ipiPercentual, 2),
  };
}

/** The messages of a normalised product input (docs/produto.md §5); {} when it can be saved. */
export function produtoErrors(input: ProdutoFields): ProdutoErrors {
  const { sku, tipo, nome } = input;
  return collectErrors<ProdutoField>({
    sku: isText(sku) && sku.length <= L.sku ? textoImprimivelError(sku, 'SKU') : M.skuRequired,
    tipo: tipo === 'p' || tipo === 's' ? undefined : M.tipoInvalid,
    nome: !isText(nome)
      ? M.nomeRequired
      : nome.length > L.nome
        ? maxLengthMessage('Nome', L.nome)
        : textoImprimivelError(nome, 'Nome'),
    status: flagError(input.status, SERVER_MESSAGES.invalidFlag),
    descricao:
      optionalText(input.descricao ?? undefined, 'Descrição', L.descricao) ??
      textoImprimivelError(input.descricao, 'Descrição'),
    preco: input.preco === undefined || input.preco === null ? undefined : dinheiroError(input.preco),
    unidade: unidadeError(input.unidade),
    ncm:
      input.ncm === undefined || input.ncm === null || (typeof input.ncm === 'string' && /^\d{8}$/.test(input.ncm))
        ? undefined
        : M.ncmInvalid,
    ipiPercentual: ipiError(input.ipiPercentual),
  });
}
