import { LIMITS } from '../constants/limits.js';
import { maxLengthMessage } from '../messages/max-length-message.js';
import { CADASTRO_CLIENTE_MESSAGES as M } from '../messages/cadastro-cliente-messages.js';
import { SERVER_MESSAGES } from '../messages/server-messages.js';
import { isValidCnpj } from './is-valid-cnpj.js';
import { isValidCpf } from './is-valid-cpf.js';
import { isValidEmail } from './is-valid-email.js';
import { textoImprimivelError } from './texto-imprimivel.js';
import { collectErrors, documentError, isText, requiredText, trimmedText, type FieldErrors } from './text-rules.js';
import { normalizeEmail } from './normalize-email.js';

const L = LIMITS.customer;

/** The fields of a public registration, in the order their messages are reported. */
export const CADASTRO_CLIENTE_FIELDS = ['tipo_pessoa', 'email', 'nome', 'razao_social', 'cpf', 'cnpj'] as const;
export type CadastroClienteField = (typeof CADASTRO_CLIENTE_FIELDS)[number];
export type CadastroClienteFields = Partial<Record<CadastroClienteField, unknown>>;
export type CadastroClienteErrors = FieldErrors<CadastroClienteField>;

/** Trimmed single-spaced text; anything that is not text becomes ''. */
const text = (value: unknown): string => (typeof value === 'string' ? trimmedText(value).replace(/\s+/g, ' ') : '');

/**
 * A public registration as checked: texts trimmed and single-spaced (absent ones ''), e-mail lower-case,
 * razão social upper-case; documents keep their mask (a mask alone is an invalid document, not a missing one).
 */
export function normalizeCadastroCliente(input: CadastroClienteFields): CadastroClienteFields {
  return {
    tipo_pessoa: input.tipo_pessoa,
    email: normalizeEmail(text(input.email)),
    nome: text(input.nome),
    razao_social: text(input.razao_social).toUpperCase(),
    cpf: text(input.cpf),
    cnpj: text(input.cnpj),
  };
}

/** The messages of a normalised public registration, per person type (docs/produto.md §5); {} when valid. */
export function cadastroClienteErrors(input: CadastroClienteFields): CadastroClienteErrors {
  const { tipo_pessoa: tipo, email, razao_social: razao } = input;
  return collectErrors<CadastroClienteField>({
    tipo_pessoa: tipo === 'pf' || tipo === 'pj' ? undefined : SERVER_MESSAGES.invalidTipoPessoa,
    email: !isText(email)
      ? M.emailRequired
      : isValidEmail(email)
        ? textoImprimivelError(email, 'E-mail')
        : M.emailInvalid,
    nome:
      requiredText(input.nome, tipo === 'pj' ? M.nomeResponsavelRequired : M.nomeRequiredPf, 'Nome', L.nome) ??
      textoImprimivelError(input.nome, 'Nome'),
    razao_social:
      typeof razao === 'string' && razao.length > L.razao_social
        ? maxLengthMessage('Razão Social', L.razao_social)
        : textoImprimivelError(razao, 'Razão Social'),
    cpf: tipo === 'pf' ? documentError(input.cpf, isValidCpf, M.cpfRequired, M.cpfInvalid) : undefined,
    cnpj: tipo === 'pj' ? documentError(input.cnpj, isValidCnpj, M.cnpjRequired, M.cnpjInvalid) : undefined,
  });
}
