import type { MeusDados, MeusDadosUpdate, TipoPessoa } from '@portal/shared/dto';
import { maskCep, maskCnpj, maskCpf, maskPhone } from '@portal/shared/masks';
import {
  meusDadosErrors,
  normalizeCnpj,
  normalizeMeusDados,
  onlyDigits,
  type MeusDadosErrors,
  type MeusDadosField,
} from '@portal/shared/validators';

/** The Meus Dados form as the inputs hold it (masked strings): the shared rule set's fields, and the person type. */
export type MeusDadosForm = Record<MeusDadosField, string> & { tipo_pessoa: TipoPessoa };

export type { MeusDadosErrors, MeusDadosField };

/** Edits of these block 'Trocar Senha' until saved (docs/produto.md §2). */
export const IDENTITY_FIELDS: MeusDadosField[] = [
  'nome',
  'email_faturamento',
  'responsavelNome',
  'responsavelEmail',
  'responsavelPhone',
];

// Shown as stored; the documents, phones and CEP get their masks.
const TEXT_FIELDS = [
  'bairro',
  'cidade',
  'complemento',
  'email_faturamento',
  'logradouro',
  'nome',
  'numero',
  'razao_social',
  'uf',
] as const;

export function toForm(data: MeusDados): MeusDadosForm {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, data[field] ?? '']));
  return {
    ...(texts as Pick<MeusDadosForm, (typeof TEXT_FIELDS)[number]>),
    tipo_pessoa: data.tipo_pessoa,
    cpf: maskCpf(data.cpf ?? ''),
    cnpj: maskCnpj(data.cnpj ?? ''),
    telefone: maskPhone(data.telefone ?? ''),
    cep: maskCep(data.cep ?? ''),
    responsavelNome: data.responsavel?.nome ?? '',
    responsavelEmail: data.responsavel?.email ?? '',
    responsavelPhone: maskPhone(data.responsavel?.phone ?? ''),
  };
}

/** PUT /api/meusdados body: digits only for phones and documents; `versao`, the one the page loaded. */
export function toPayload(form: MeusDadosForm, versao: number): MeusDadosUpdate {
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
    versao,
    ...(pj
      ? {
          responsavelNome: form.responsavelNome.trim(),
          responsavelEmail: form.responsavelEmail.trim(),
          responsavelPhone: onlyDigits(form.responsavelPhone) || null,
        }
      : {}),
  };
}

/** The form's messages: the shared Meus Dados rules (docs/produto.md §5), the server's own. */
export function validateMeusDados(form: MeusDadosForm): MeusDadosErrors {
  return meusDadosErrors(normalizeMeusDados(form), form.tipo_pessoa);
}

export function changedFields(form: MeusDadosForm, saved: MeusDadosForm): MeusDadosField[] {
  return (Object.keys(form) as (keyof MeusDadosForm)[]).filter(
    (key): key is MeusDadosField => key !== 'tipo_pessoa' && form[key] !== saved[key],
  );
}
