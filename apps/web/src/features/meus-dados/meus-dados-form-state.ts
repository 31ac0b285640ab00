import type { MeusDados, MeusDadosUpdate, TipoPessoa } from '@portal/shared/dto';
import { maskCep, maskCnpj, maskCpf, maskPhone } from '@portal/shared/masks';
import { MEUS_DADOS_MESSAGES as M } from '@portal/shared/messages';
import {
  hasTwoWords,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  normalizeCnpj,
  onlyDigits,
} from '@portal/shared/validators';

/** The Meus Dados form as the inputs hold it (masked strings). */
export interface MeusDadosForm {
  tipo_pessoa: TipoPessoa;
  nome: string;
  razao_social: string;
  cpf: string;
  cnpj: string;
  email_faturamento: string;
  telefone: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
  responsavelNome: string;
  responsavelEmail: string;
  responsavelPhone: string;
}

export type MeusDadosField = Exclude<keyof MeusDadosForm, 'tipo_pessoa'>;
export type MeusDadosErrors = Partial<Record<MeusDadosField, string>>;

/** Edits of these block 'Trocar Senha' until saved (docs/produto.md §2). */
export const IDENTITY_FIELDS: MeusDadosField[] = [
  'nome',
  'email_faturamento',
  'responsavelNome',
  'responsavelEmail',
  'responsavelPhone',
];

export function toForm(data: MeusDados): MeusDadosForm {
  return {
    tipo_pessoa: data.tipo_pessoa,
    nome: data.nome ?? '',
    razao_social: data.razao_social ?? '',
    cpf: maskCpf(data.cpf ?? ''),
    cnpj: maskCnpj(data.cnpj ?? ''),
    email_faturamento: data.email_faturamento ?? '',
    telefone: maskPhone(data.telefone ?? ''),
    cep: maskCep(data.cep ?? ''),
    logradouro: data.logradouro ?? '',
    numero: data.numero ?? '',
    complemento: data.complemento ?? '',
    bairro: data.bairro ?? '',
    cidade: data.cidade ?? '',
    uf: data.uf ?? '',
    responsavelNome: data.responsavel?.nome ?? '',
    responsavelEmail: data.responsavel?.email ?? '',
    responsavelPhone: maskPhone(data.responsavel?.phone ?? ''),
  };
}

/** PUT /api/meusdados body: digits only for phones and documents. */
export function toPayload(form: MeusDadosForm): MeusDadosUpdate {
  const text = (value: string) => value.trim() || null;
  const pj = form.tipo_pessoa === 'pj';
  return {
    nome: form.nome.trim(),
    razao_social: pj ? text(form.razao_social) : null,
    email_faturamento: text(form.email_faturamento),
    cpf: onlyDigits(form.cpf) || null,
    cnpj: normalizeCnpj(form.cnpj) || null,
    telefone: onlyDigits(form.telefone) || null,
    cep: onlyDigits(form.cep),
    logradouro: form.logradouro.trim(),
    numero: form.numero.trim(),
    bairro: form.bairro.trim(),
    cidade: form.cidade.trim(),
    uf: form.uf.trim().toUpperCase(),
    complemento: text(form.complemento),
    ...(pj
      ? {
          responsavelNome: form.responsavelNome.trim(),
          responsavelEmail: form.responsavelEmail.trim(),
          responsavelPhone: onlyDigits(form.responsavelPhone) || null,
        }
      : {}),
  };
}

/** docs/produto.md §5, Meus Dados. */
export function validateMeusDados(form: MeusDadosForm): MeusDadosErrors {
  const errors: MeusDadosErrors = {};
  const required = (field: MeusDadosField, message: string) => {
    if (!form[field].trim()) errors[field] = message;
  };
  if (!form.nome.trim()) errors.nome = M.nomeRequired;
  else if (!hasTwoWords(form.nome)) errors.nome = M.nomeTwoWords;
  if (!form.email_faturamento.trim()) errors.email_faturamento = M.emailRequired;
  else if (!isValidEmail(form.email_faturamento.trim())) errors.email_faturamento = M.emailInvalid;
  const phone = onlyDigits(form.telefone);
  if (phone && phone.length < 10) errors.telefone = M.telefoneMinLength;
  if (form.cpf && !isValidCpf(form.cpf)) errors.cpf = M.cpfInvalid;
  if (form.cnpj && !isValidCnpj(form.cnpj)) errors.cnpj = M.cnpjInvalid;

  if (form.tipo_pessoa === 'pj') {
    if (!form.responsavelNome.trim()) errors.responsavelNome = M.responsavelNomeRequired;
    else if (!hasTwoWords(form.responsavelNome)) errors.responsavelNome = M.responsavelNomeTwoWords;
    if (!form.responsavelEmail.trim()) errors.responsavelEmail = M.responsavelEmailRequired;
    else if (!isValidEmail(form.responsavelEmail.trim())) errors.responsavelEmail = M.responsavelEmailInvalid;
    const responsavelPhone = onlyDigits(form.responsavelPhone);
    if (responsavelPhone && responsavelPhone.length < 10) errors.responsavelPhone = M.responsavelTelefoneMinLength;
  }

  if (!form.cep.trim()) errors.cep = M.cepRequired;
  else if (!isValidCep(form.cep)) errors.cep = M.cepInvalid;
  required('logradouro', M.logradouroRequired);
  required('numero', M.numeroRequired);
  required('bairro', M.bairroRequired);
  required('cidade', M.cidadeRequired);
  required('uf', M.ufRequired);
  return errors;
}

export function changedFields(form: MeusDadosForm, saved: MeusDadosForm): MeusDadosField[] {
  return (Object.keys(form) as (keyof MeusDadosForm)[]).filter(
    (key): key is MeusDadosField => key !== 'tipo_pessoa' && form[key] !== saved[key],
  );
}
