import { LIMITS } from '../constants/limits.js';
import { SERVER_MESSAGES } from '../messages/server-messages.js';
import { isValidCep } from './is-valid-cep.js';
import { isValidUf } from './is-valid-uf.js';
import { stripMask } from './strip-mask.js';
import { textoImprimivelError } from './texto-imprimivel.js';
import { isText, optionalText, requiredText } from './text-rules.js';

const L = LIMITS.customer;

/** The address fields of a customer, in the order their messages are reported. */
export const ENDERECO_FIELDS = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;
export type EnderecoField = (typeof ENDERECO_FIELDS)[number];
export type EnderecoFields = Partial<Record<EnderecoField, unknown>>;

/** The "required" and "invalid" texts of a screen: the back-office and Meus Dados word them apart. */
export interface EnderecoMessages {
  cepRequired: string;
  cepInvalid: string;
  logradouroRequired: string;
  numeroRequired: string;
  bairroRequired: string;
  cidadeRequired: string;
  ufRequired: string;
}

/**
 * The one address rule of a customer (back-office and Meus Dados): CEP of 8 digits (mask allowed, a
 * letter refused), logradouro, número, bairro and cidade required within their lengths, complemento
 * optional, UF one of the 27; every text printable. A blank text ('' or absent) is a missing one.
 * Each field's message, undefined when it is fine (the caller collects them in its own field order).
 */
export function enderecoErrors(input: EnderecoFields, M: EnderecoMessages): Record<EnderecoField, string | undefined> {
  const required = (field: Exclude<EnderecoField, 'cep' | 'uf' | 'complemento'>, label: string, message: string) =>
    requiredText(input[field], message, label, L[field]) ?? textoImprimivelError(input[field], label);
  const { cep, uf, complemento } = input;
  return {
    // Only mask punctuation ('-', '.') is no CEP at all, whichever way the screen normalised it.
    cep: !isText(cep) || !stripMask(cep) ? M.cepRequired : isValidCep(cep) ? undefined : M.cepInvalid,
    logradouro: required('logradouro', 'Logradouro', M.logradouroRequired),
    numero: required('numero', 'Número', M.numeroRequired),
    complemento:
      complemento === undefined || complemento === ''
        ? undefined
        : (optionalText(complemento, 'Complemento', L.complemento) ?? textoImprimivelError(complemento, 'Complemento')),
    bairro: required('bairro', 'Bairro', M.bairroRequired),
    cidade: required('cidade', 'Cidade', M.cidadeRequired),
    uf: !isText(uf) ? M.ufRequired : isValidUf(uf) ? undefined : SERVER_MESSAGES.invalidUf,
  };
}
