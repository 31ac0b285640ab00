import { LIMITS } from '../constants/limits.js';
import { MEUS_DADOS_MESSAGES as M } from '../messages/meus-dados-messages.js';
import { enderecoErrors } from './endereco-errors.js';
import { hasTwoWords } from './has-two-words.js';
import { isValidCnpj } from './is-valid-cnpj.js';
import { isValidCpf } from './is-valid-cpf.js';
import { isValidEmail } from './is-valid-email.js';
import { optionalPhoneError } from './is-valid-phone.js';
import { stripMask } from './strip-mask.js';
import { textoImprimivelError } from './texto-imprimivel.js';
import {
  collectErrors,
  documentError,
  optionalText,
  requiredText,
  trimmedText,
  type FieldErrors,
} from './text-rules.js';
import { normalizeEmail } from './normalize-email.js';

const L = LIMITS.customer;
const RESPONSAVEL_NOME_MAX = 255;

/** The fields of a Meus Dados input, in the order their messages are reported. */
export const MEUS_DADOS_FIELDS = [
  'nome',
  'email_faturamento',
  'telefone',
  'cpf',
  'cnpj',
  'cep',
  'logradouro',
  'numero',
  'bairro',
  'cidade',
  'complemento',
  'uf',
  'razao_social',
  'responsavelNome',
  'responsavelEmail',
  'responsavelPhone',
] as const;
export type MeusDadosField = (typeof MEUS_DADOS_FIELDS)[number];
export type MeusDadosFields = Partial<Record<MeusDadosField, unknown>>;
/** Every field as text: what normalizeMeusDados gives. */
export type MeusDadosValues = Record<MeusDadosField, string>;
/** A field may break two independent rules at once (a one-word name that is also too long): both are said. */
export type MeusDadosErrors = FieldErrors<MeusDadosField, string | readonly string[]>;

/** Trimmed single-spaced text; anything that is not text becomes ''. */
const text = (value: unknown): string => (typeof value === 'string' ? trimmedText(value).replace(/\s+/g, ' ') : '');
/**
 * A phone without its mask; a letter or any other character stays, so the shared rule refuses it
 * (keeping only the digits turned 'abc' into no phone at all). Anything else becomes ''.
 */
const phone = (value: unknown): string =>
  typeof value === 'number' ? String(value) : stripMask(typeof value === 'string' ? value.trim() : '');

/**
 * A Meus Dados input as checked: texts trimmed and single-spaced ('' when absent), address and razão
 * social upper-case, e-mails lower-case, phones without their mask. CEP and documents keep what was typed
 * (trimmed): a CEP of letters is an invalid one, not a missing one, and documents are only compared.
 */
export function normalizeMeusDados(input: MeusDadosFields): MeusDadosValues {
  const upper = (value: unknown) => text(value).toUpperCase();
  return {
    nome: text(input.nome),
    email_faturamento: normalizeEmail(text(input.email_faturamento)),
    telefone: phone(input.telefone),
    cpf: text(input.cpf),
    cnpj: text(input.cnpj),
    cep: text(input.cep),
    logradouro: upper(input.logradouro),
    numero: upper(input.numero),
    bairro: upper(input.bairro),
    cidade: upper(input.cidade),
    complemento: upper(input.complemento),
    uf: upper(input.uf),
    razao_social: upper(input.razao_social),
    responsavelNome: text(input.responsavelNome),
    responsavelEmail: normalizeEmail(text(input.responsavelEmail)),
    responsavelPhone: phone(input.responsavelPhone),
  };
}

/**
 * The messages of a normalised Meus Dados input (docs/produto.md §5); {} when valid. The responsible
 * person is checked for a pj customer only; its person type is the stored one (the form cannot change it).
 */
export function meusDadosErrors(input: MeusDadosValues, tipoPessoa: string): MeusDadosErrors {
  const pj = tipoPessoa === 'pj';
  const optionalDocument = (value: string, valid: (text: string) => boolean, invalid: string) =>
    value ? documentError(value, valid, invalid, invalid) : undefined;
  const { cep, logradouro, numero, bairro, cidade, complemento, uf } = enderecoErrors(input, M);
  return collectErrors<MeusDadosField, string | readonly string[]>({
    nome: nomeErrors(input.nome) ?? textoImprimivelError(input.nome, 'Nome'),
    email_faturamento:
      emailError(input.email_faturamento, M.emailRequired, M.emailInvalid, L.email_faturamento) ??
      textoImprimivelError(input.email_faturamento, 'E-mail de faturamento'),
    telefone: optionalPhoneError(input.telefone, M.telefoneMinLength),
    cpf: optionalDocument(input.cpf, isValidCpf, M.cpfInvalid),
    cnpj: optionalDocument(input.cnpj, isValidCnpj, M.cnpjInvalid),
    // The address rule shared with the back-office, in this screen's order.
    cep,
    logradouro,
    numero,
    bairro,
    cidade,
    complemento,
    uf,
    razao_social: input.razao_social
      ? (optionalText(input.razao_social, 'Razão Social', L.razao_social) ??
        textoImprimivelError(input.razao_social, 'Razão Social'))
      : undefined,
    responsavelNome: !pj
      ? undefined
      : input.responsavelNome && !hasTwoWords(input.responsavelNome)
        ? M.responsavelNomeTwoWords
        : requiredText(input.responsavelNome, M.responsavelNomeRequired, 'Nome do responsável', RESPONSAVEL_NOME_MAX),
    responsavelEmail: pj
      ? emailError(input.responsavelEmail, M.responsavelEmailRequired, M.responsavelEmailInvalid)
      : undefined,
    responsavelPhone: pj ? optionalPhoneError(input.responsavelPhone, M.responsavelTelefoneMinLength) : undefined,
  });
}

/** Required, two words and at most 255 characters; a one-word name that is too long breaks both rules. */
function nomeErrors(nome: string): string | readonly string[] | undefined {
  const requiredOrLength = requiredText(nome, M.nomeRequired, 'Nome', L.nome);
  if (!nome || hasTwoWords(nome)) return requiredOrLength;
  return requiredOrLength ? [M.nomeTwoWords, requiredOrLength] : M.nomeTwoWords;
}

function emailError(value: string, required: string, invalid: string, max = Infinity): string | undefined {
  if (!value) return required;
  if (!isValidEmail(value)) return invalid;
  return requiredText(value, required, 'E-mail', max);
}
