import { BadRequestException } from '@nestjs/common';
import { LIMITS } from '@portal/shared/constants';
import { MEUS_DADOS_MESSAGES as M, SERVER_MESSAGES } from '@portal/shared/messages';
import {
  hasTwoWords,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidPhone,
  isValidUf,
  normalizeCnpj,
  normalizeCpf,
  onlyDigits,
} from '@portal/shared/validators';
import type { MeusDadosUpdateDto } from './dto/meus-dados-update.dto.js';

const tooLong = (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres.`;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');
const digits = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? onlyDigits(String(value)) : '';

export interface StoredDocuments {
  tipo_pessoa: string;
  cpf: string | null;
  cnpj: string | null;
}

export interface ValidMeusDados {
  cliente: {
    nome: string;
    razao_social: string | null;
    email_faturamento: string;
    telefone: string | null;
    cep: string;
    logradouro: string;
    numero: string;
    bairro: string;
    cidade: string;
    uf: string;
    complemento: string | null;
  };
  /** pj only: the responsible person, who is the login. */
  responsavel: { nome: string; email: string; phone: string | null } | null;
}

/**
 * The contract's Meus Dados rules on the server. Address text is upper-cased and e-mails lower-cased
 * (docs/produto.md §3); CPF/CNPJ are only compared with the stored ones.
 */
export function validateMeusDados(body: MeusDadosUpdateDto, stored: StoredDocuments): ValidMeusDados {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const max = (field: string, label: string, value: string, limit: number) => {
    if (value.length > limit) add(field, tooLong(label, limit));
  };
  const pj = stored.tipo_pessoa === 'pj';

  const nome = text(body.nome);
  if (!nome) add('nome', M.nomeRequired);
  else if (!hasTwoWords(nome)) add('nome', M.nomeTwoWords);
  max('nome', 'Nome', nome, LIMITS.customer.nome);

  const email = text(body.email_faturamento).toLowerCase();
  if (!email) add('email_faturamento', M.emailRequired);
  else if (!isValidEmail(email)) add('email_faturamento', M.emailInvalid);
  else max('email_faturamento', 'E-mail', email, LIMITS.customer.email_faturamento);

  const telefone = digits(body.telefone);
  if (telefone && !isValidPhone(telefone)) add('telefone', M.telefoneMinLength);

  checkDocuments(body, stored, add);

  const cep = digits(body.cep);
  if (!text(body.cep)) add('cep', M.cepRequired);
  else if (!isValidCep(cep)) add('cep', M.cepInvalid);
  const address = {
    logradouro: text(body.logradouro).toUpperCase(),
    numero: text(body.numero).toUpperCase(),
    bairro: text(body.bairro).toUpperCase(),
    cidade: text(body.cidade).toUpperCase(),
    complemento: text(body.complemento).toUpperCase(),
  };
  if (!address.logradouro) add('logradouro', M.logradouroRequired);
  if (!address.numero) add('numero', M.numeroRequired);
  if (!address.bairro) add('bairro', M.bairroRequired);
  if (!address.cidade) add('cidade', M.cidadeRequired);
  max('logradouro', 'Logradouro', address.logradouro, LIMITS.customer.logradouro);
  max('numero', 'Número', address.numero, LIMITS.customer.numero);
  max('bairro', 'Bairro', address.bairro, LIMITS.customer.bairro);
  max('cidade', 'Cidade', address.cidade, LIMITS.customer.cidade);
  max('complemento', 'Complemento', address.complemento, LIMITS.customer.complemento);
  const uf = text(body.uf).toUpperCase();
  if (!uf) add('uf', M.ufRequired);
  else if (!isValidUf(uf)) add('uf', SERVER_MESSAGES.invalidUf);

  const razao = text(body.razao_social).toUpperCase();
  max('razao_social', 'Razão Social', razao, LIMITS.customer.razao_social);

  const responsavel = pj ? validateResponsavel(body, add) : null;

  const messages = Object.values(errors).flat();
  if (messages.length) throw new BadRequestException({ message: messages.join(' '), errors });
  return {
    cliente: {
      nome,
      razao_social: pj ? razao || null : null,
      email_faturamento: email,
      telefone: telefone || null,
      cep,
      ...address,
      complemento: address.complemento || null,
      uf,
    },
    responsavel,
  };
}

function checkDocuments(
  body: MeusDadosUpdateDto,
  stored: StoredDocuments,
  add: (field: string, message: string) => void,
): void {
  const cpf = text(body.cpf);
  const cnpj = text(body.cnpj);
  if (cpf && !isValidCpf(cpf)) add('cpf', M.cpfInvalid);
  if (cnpj && !isValidCnpj(cnpj)) add('cnpj', M.cnpjInvalid);
  if (
    (cpf && isValidCpf(cpf) && normalizeCpf(cpf) !== stored.cpf) ||
    (cnpj && isValidCnpj(cnpj) && normalizeCnpj(cnpj) !== stored.cnpj)
  ) {
    throw new BadRequestException(SERVER_MESSAGES.documentImmutable);
  }
}

function validateResponsavel(
  body: MeusDadosUpdateDto,
  add: (field: string, message: string) => void,
): NonNullable<ValidMeusDados['responsavel']> {
  const nome = text(body.responsavelNome);
  if (!nome) add('responsavelNome', M.responsavelNomeRequired);
  else if (!hasTwoWords(nome)) add('responsavelNome', M.responsavelNomeTwoWords);
  else if (nome.length > 255) add('responsavelNome', tooLong('Nome do responsável', 255));
  const email = text(body.responsavelEmail).toLowerCase();
  if (!email) add('responsavelEmail', M.responsavelEmailRequired);
  else if (!isValidEmail(email)) add('responsavelEmail', M.responsavelEmailInvalid);
  const phone = digits(body.responsavelPhone);
  if (phone && !isValidPhone(phone)) add('responsavelPhone', M.responsavelTelefoneMinLength);
  return { nome, email, phone: phone || null };
}
