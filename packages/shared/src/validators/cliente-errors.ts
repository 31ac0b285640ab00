import { LIMITS } from '../constants/limits.js';
import { TIPOS_PESSOA } from '../constants/domain.js';
import { CLIENTE_MESSAGES as M } from '../messages/cliente-messages.js';
import { maxLengthMessage } from '../messages/max-length-message.js';
import { SERVER_MESSAGES } from '../messages/server-messages.js';
import { enderecoErrors } from './endereco-errors.js';
import { isValidCnpj } from './is-valid-cnpj.js';
import { isValidCpf } from './is-valid-cpf.js';
import { isValidEmail } from './is-valid-email.js';
import { onlyDigits } from './only-digits.js';
import { stripMask } from './strip-mask.js';
import { textoImprimivelError } from './texto-imprimivel.js';
import { cleanText, collectErrors, documentError, flagError, isText, requiredText, upperText } from './text-rules.js';
import type { FieldErrors } from './text-rules.js';
import { normalizeEmail } from './normalize-email.js';

const L = LIMITS.customer;

/** The fields of a customer's input, in the order their messages are reported. */
export const CLIENTE_FIELDS = [
  'tipo_pessoa',
  'nome',
  'razao_social',
  'cnpj',
  'cpf',
  'ie',
  'isento_ie',
  'email_faturamento',
  'status',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
] as const;
export type ClienteField = (typeof CLIENTE_FIELDS)[number];
export type ClienteFields = Partial<Record<ClienteField, unknown>>;
export type ClienteErrors = FieldErrors<ClienteField>;

/** A value with its mask removed (and `more` applied), absent when nothing is left. */
const bare = (value: unknown, more: (text: string) => string = (text) => text) =>
  typeof value === 'string' ? more(stripMask(value)) || undefined : (value ?? undefined);

/**
 * A customer input as it is stored: trimmed, razão social and address upper-case, e-mail lower-case,
 * documents and CEP without mask, IE digits only; blanks absent.
 */
export function normalizeCliente(input: ClienteFields): ClienteFields {
  const email = cleanText(input.email_faturamento);
  return {
    tipo_pessoa: typeof input.tipo_pessoa === 'string' ? input.tipo_pessoa.trim().toLowerCase() : input.tipo_pessoa,
    nome: cleanText(input.nome),
    razao_social: upperText(input.razao_social),
    cnpj: bare(input.cnpj, (text) => text.toUpperCase()),
    cpf: bare(input.cpf),
    ie: typeof input.ie === 'string' ? onlyDigits(input.ie) || undefined : (input.ie ?? undefined),
    isento_ie: input.isento_ie,
    email_faturamento: typeof email === 'string' ? normalizeEmail(email) : email,
    status: input.status,
    cep: bare(input.cep),
    logradouro: upperText(input.logradouro),
    numero: upperText(input.numero),
    complemento: upperText(input.complemento),
    bairro: upperText(input.bairro),
    cidade: upperText(input.cidade),
    uf: upperText(input.uf),
  };
}

/** The messages of a normalised customer input, per person type (docs/produto.md §5); {} when valid. */
export function clienteErrors(input: ClienteFields): ClienteErrors {
  const pj = input.tipo_pessoa === 'pj';
  const pf = input.tipo_pessoa === 'pf';
  return collectErrors<ClienteField>({
    tipo_pessoa: (TIPOS_PESSOA as readonly unknown[]).includes(input.tipo_pessoa)
      ? undefined
      : SERVER_MESSAGES.invalidTipoPessoa,
    nome:
      requiredText(input.nome, pj ? M.nomeRequiredPj : M.nomeRequiredPf, 'Nome', L.nome) ??
      textoImprimivelError(input.nome, 'Nome'),
    razao_social: pj
      ? (requiredText(input.razao_social, M.razaoSocialRequired, 'Razão Social', L.razao_social) ??
        textoImprimivelError(input.razao_social, 'Razão Social'))
      : undefined,
    cnpj: pj ? documentError(input.cnpj, isValidCnpj, M.cnpjRequired, M.cnpjInvalid) : undefined,
    cpf: pf ? documentError(input.cpf, isValidCpf, M.cpfRequired, M.cpfInvalid) : undefined,
    ie: ieError(input, pj),
    isento_ie: flagError(input.isento_ie, SERVER_MESSAGES.invalidFlag),
    email_faturamento:
      emailError(input.email_faturamento, pj) ?? textoImprimivelError(input.email_faturamento, 'E-mail de faturamento'),
    status: flagError(input.status, SERVER_MESSAGES.invalidFlag),
    ...enderecoErrors(input, M),
  });
}

function ieError(input: ClienteFields, pj: boolean): string | undefined {
  if (input.isento_ie === true) return undefined;
  if (input.ie === undefined) return pj ? M.ieRequired : undefined;
  return isText(input.ie) && input.ie.length <= L.ie ? undefined : maxLengthMessage('IE', L.ie);
}

function emailError(value: unknown, pj: boolean): string | undefined {
  if (value === undefined) return pj ? M.emailFaturamentoRequired : undefined;
  if (!isText(value) || !isValidEmail(value)) return M.emailInvalid;
  return value.length > L.email_faturamento
    ? maxLengthMessage('E-mail de faturamento', L.email_faturamento)
    : undefined;
}
