import type { TipoPessoa } from '@portal/shared/constants';
import type { Cliente, ClienteInput } from '@portal/shared/dto';
import { maskCep, maskCnpj, maskCpf } from '@portal/shared/masks';
import { clienteErrors, normalizeCliente, normalizeCnpj, normalizeEmail, onlyDigits } from '@portal/shared/validators';
import type { ClienteErrors } from '@portal/shared/validators';

/** The customer form as typed: masked documents and CEP, booleans for the checkboxes. */
export interface ClienteForm {
  tipo_pessoa: TipoPessoa;
  nome: string;
  razao_social: string;
  cpf: string;
  cnpj: string;
  ie: string;
  isento_ie: boolean;
  email_faturamento: string;
  status: boolean;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
}

export type ClienteField = keyof ClienteForm;
export type { ClienteErrors };

export const EMPTY_CLIENTE: ClienteForm = {
  tipo_pessoa: 'pf',
  nome: '',
  razao_social: '',
  cpf: '',
  cnpj: '',
  ie: '',
  isento_ie: false,
  email_faturamento: '',
  status: true,
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '',
};

/** The form's messages: the shared customer rules (docs/produto.md §5) on the form as it would be sent. */
export function validateCliente(form: ClienteForm): ClienteErrors {
  return clienteErrors(normalizeCliente(form));
}

/** Fields whose text is upper-cased as typed (docs/produto.md §3). */
export const UPPER_FIELDS: ReadonlySet<ClienteField> = new Set([
  'razao_social',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
]);

export function toClienteForm(cliente: Cliente): ClienteForm {
  return {
    tipo_pessoa: cliente.tipo_pessoa,
    nome: cliente.nome ?? '',
    razao_social: cliente.razao_social ?? '',
    cpf: maskCpf(cliente.cpf),
    cnpj: maskCnpj(cliente.cnpj),
    ie: cliente.ie ?? '',
    isento_ie: !!cliente.isento_ie,
    email_faturamento: cliente.email_faturamento ?? '',
    status: !!cliente.status,
    cep: maskCep(cliente.cep),
    logradouro: cliente.logradouro ?? '',
    numero: cliente.numero ?? '',
    complemento: cliente.complemento ?? '',
    bairro: cliente.bairro ?? '',
    cidade: cliente.cidade ?? '',
    uf: cliente.uf ?? '',
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The POST/PUT body: unmasked, normalized case, the other person type's fields null. */
export function toClienteInput(form: ClienteForm, id: number | null): ClienteInput {
  const pj = form.tipo_pessoa === 'pj';
  return {
    id,
    tipo_pessoa: form.tipo_pessoa,
    nome: form.nome.trim(),
    razao_social: pj ? textOrNull(form.razao_social.toUpperCase()) : null,
    cnpj: pj ? normalizeCnpj(form.cnpj) || null : null,
    cpf: pj ? null : onlyDigits(form.cpf) || null,
    ie: pj && !form.isento_ie ? onlyDigits(form.ie) || null : null,
    isento_ie: pj && form.isento_ie,
    email_faturamento: textOrNull(normalizeEmail(form.email_faturamento)),
    status: form.status,
    cep: onlyDigits(form.cep),
    logradouro: form.logradouro.trim().toUpperCase(),
    numero: form.numero.trim().toUpperCase(),
    complemento: textOrNull(form.complemento.toUpperCase()),
    bairro: form.bairro.trim().toUpperCase(),
    cidade: form.cidade.trim().toUpperCase(),
    uf: form.uf.toUpperCase(),
  };
}
