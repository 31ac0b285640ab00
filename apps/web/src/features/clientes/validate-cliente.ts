import { CUSTOMER_MESSAGES as M } from '@portal/shared/messages';
import { isValidCep, isValidCnpj, isValidCpf, isValidEmail } from '@portal/shared/validators';
import type { ClienteErrors, ClienteForm } from './cliente-form';

const blank = (value: string) => value.trim() === '';

/** The customer form's messages (spec section 5); an empty object means it can be saved. */
export function validateCliente(form: ClienteForm): ClienteErrors {
  const errors: ClienteErrors = {};
  const email = form.email_faturamento.trim();

  if (form.tipo_pessoa === 'pf') {
    if (blank(form.nome)) errors.nome = M.nomeRequiredPf;
    if (blank(form.cpf)) errors.cpf = M.cpfRequired;
    else if (!isValidCpf(form.cpf)) errors.cpf = M.cpfInvalid;
    if (email && !isValidEmail(email)) errors.email_faturamento = M.emailInvalid;
  } else {
    if (blank(form.nome)) errors.nome = M.nomeRequiredPj;
    if (blank(form.cnpj)) errors.cnpj = M.cnpjRequired;
    else if (!isValidCnpj(form.cnpj)) errors.cnpj = M.cnpjInvalid;
    if (blank(form.razao_social)) errors.razao_social = M.razaoSocialRequired;
    if (!email) errors.email_faturamento = M.emailFaturamentoRequired;
    else if (!isValidEmail(email)) errors.email_faturamento = M.emailInvalid;
    if (!form.isento_ie && blank(form.ie)) errors.ie = M.ieRequired;
  }

  if (blank(form.logradouro)) errors.logradouro = M.logradouroRequired;
  if (blank(form.bairro)) errors.bairro = M.bairroRequired;
  if (blank(form.cidade)) errors.cidade = M.cidadeRequired;
  if (blank(form.uf)) errors.uf = M.ufRequired;
  if (blank(form.cep)) errors.cep = M.cepRequired;
  else if (!isValidCep(form.cep)) errors.cep = M.cepInvalid;
  if (blank(form.numero)) errors.numero = M.numeroRequired;
  return errors;
}
