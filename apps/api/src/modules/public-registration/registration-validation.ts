import { BadRequestException } from '@nestjs/common';
import { LIMITS } from '@portal/shared/constants';
import { REGISTRATION_MESSAGES, SERVER_MESSAGES } from '@portal/shared/messages';
import { isValidCnpj, isValidCpf, isValidEmail, normalizeCnpj, normalizeCpf } from '@portal/shared/validators';
import type { PublicRegistrationDto } from './dto/public-registration.dto.js';

const tooLong = (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres.`;

export interface ValidRegistration {
  tipo_pessoa: 'pf' | 'pj';
  /** pf: the person; pj: the responsible person. */
  nome: string;
  email: string;
  cpf: string | null;
  cnpj: string | null;
  razao_social: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/** The contract's public registration rules, server side: 400 { message, errors } listing every field. */
export function validateRegistration(body: PublicRegistrationDto): ValidRegistration {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const tipo = body.tipo_pessoa;
  if (tipo !== 'pf' && tipo !== 'pj') add('tipo_pessoa', SERVER_MESSAGES.invalidTipoPessoa);

  const email = text(body.email).toLowerCase();
  if (!email) add('email', REGISTRATION_MESSAGES.emailRequired);
  else if (!isValidEmail(email)) add('email', REGISTRATION_MESSAGES.emailInvalid);

  const nome = text(body.nome);
  if (!nome)
    add('nome', tipo === 'pj' ? REGISTRATION_MESSAGES.nomeResponsavelRequired : REGISTRATION_MESSAGES.nomeRequiredPf);
  else if (nome.length > LIMITS.customer.nome) add('nome', tooLong('Nome', LIMITS.customer.nome));

  const razao = text(body.razao_social).toUpperCase();
  if (razao.length > LIMITS.customer.razao_social)
    add('razao_social', tooLong('Razão Social', LIMITS.customer.razao_social));

  const cpfRaw = text(body.cpf);
  const cnpjRaw = text(body.cnpj);
  if (tipo === 'pf') {
    if (!cpfRaw) add('cpf', REGISTRATION_MESSAGES.cpfRequired);
    else if (!isValidCpf(cpfRaw)) add('cpf', REGISTRATION_MESSAGES.cpfInvalid);
  }
  if (tipo === 'pj') {
    if (!cnpjRaw) add('cnpj', REGISTRATION_MESSAGES.cnpjRequired);
    else if (!isValidCnpj(cnpjRaw)) add('cnpj', REGISTRATION_MESSAGES.cnpjInvalid);
  }

  const messages = Object.values(errors).flat();
  if (messages.length) throw new BadRequestException({ message: messages.join(' '), errors });
  return {
    tipo_pessoa: tipo as 'pf' | 'pj',
    nome,
    email,
    cpf: tipo === 'pf' ? normalizeCpf(cpfRaw) : null,
    cnpj: tipo === 'pj' ? normalizeCnpj(cnpjRaw) : null,
    razao_social: tipo === 'pj' && razao ? razao : null,
  };
}
