import type { PublicRegistration, TipoPessoa } from '@portal/shared/dto';
import { REGISTRATION_MESSAGES } from '@portal/shared/messages';
import { isValidCnpj, isValidCpf, isValidEmail, normalizeCnpj, onlyDigits } from '@portal/shared/validators';

export interface RegistrationForm {
  tipo_pessoa: TipoPessoa;
  nome: string;
  email: string;
  cpf: string;
  cnpj: string;
  razao_social: string;
}

export type RegistrationErrors = Partial<Record<'nome' | 'email' | 'cpf' | 'cnpj', string>>;

/** docs/produto.md §5, public registration. */
export function validateRegistration(form: RegistrationForm): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const pf = form.tipo_pessoa === 'pf';
  if (!form.nome.trim()) {
    errors.nome = pf ? REGISTRATION_MESSAGES.nomeRequiredPf : REGISTRATION_MESSAGES.nomeResponsavelRequired;
  }
  if (!form.email.trim()) errors.email = REGISTRATION_MESSAGES.emailRequired;
  else if (!isValidEmail(form.email.trim())) errors.email = REGISTRATION_MESSAGES.emailInvalid;
  if (pf) {
    if (!form.cpf.trim()) errors.cpf = REGISTRATION_MESSAGES.cpfRequired;
    else if (!isValidCpf(form.cpf)) errors.cpf = REGISTRATION_MESSAGES.cpfInvalid;
  } else if (!form.cnpj.trim()) errors.cnpj = REGISTRATION_MESSAGES.cnpjRequired;
  else if (!isValidCnpj(form.cnpj)) errors.cnpj = REGISTRATION_MESSAGES.cnpjInvalid;
  return errors;
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
