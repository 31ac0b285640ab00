import type { CadastroCliente, TipoPessoa } from '@portal/shared/dto';
import {
  normalizeCnpj,
  normalizeCadastroCliente,
  normalizeEmail,
  onlyDigits,
  cadastroClienteErrors,
  type CadastroClienteErrors,
} from '@portal/shared/validators';

export interface CadastroClienteForm {
  tipo_pessoa: TipoPessoa;
  nome: string;
  email: string;
  cpf: string;
  cnpj: string;
  razao_social: string;
}

export type { CadastroClienteErrors };

/** The form's messages: the shared public registration rules (docs/produto.md §5). */
export function validateCadastroCliente(form: CadastroClienteForm): CadastroClienteErrors {
  return cadastroClienteErrors(normalizeCadastroCliente(form));
}

/** The payload: unused fields null, documents without mask; for pj `nome` is the responsible's name. */
export function cadastroClientePayload(form: CadastroClienteForm): CadastroCliente {
  const pf = form.tipo_pessoa === 'pf';
  return {
    tipo_pessoa: form.tipo_pessoa,
    nome: form.nome.trim(),
    email: normalizeEmail(form.email),
    cpf: pf ? onlyDigits(form.cpf) : null,
    cnpj: pf ? null : normalizeCnpj(form.cnpj),
    razao_social: pf ? null : form.razao_social.trim() || null,
  };
}
