import type { PublicRegistration, TipoPessoa } from '@portal/shared/dto';
import {
  normalizeCnpj,
  normalizeRegistration,
  onlyDigits,
  registrationErrors,
  type RegistrationErrors,
} from '@portal/shared/validators';

export interface RegistrationForm {
  tipo_pessoa: TipoPessoa;
  nome: string;
  email: string;
  cpf: string;
  cnpj: string;
  razao_social: string;
}

export type { RegistrationErrors };

/** The form's messages: the shared public registration rules (docs/produto.md §5). */
export function validateRegistration(form: RegistrationForm): RegistrationErrors {
  return registrationErrors(normalizeRegistration(form));
}

/** The payload: unused fields null, documents without mask; for pj `nome` is the responsible's name. */
export function registrationPayload(form: RegistrationForm): PublicRegistration {
  const pf = form.tipo_pessoa === 'pf';
  return {
    tipo_pessoa: form.tipo_pessoa,
    nome: form.nome.trim(),
    email: form.email.trim().toLowerCase(),
    cpf: pf ? onlyDigits(form.cpf) : null,
    cnpj: pf ? null : normalizeCnpj(form.cnpj),
    razao_social: pf ? null : form.razao_social.trim() || null,
  };
}
