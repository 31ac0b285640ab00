import { BadRequestException } from '@nestjs/common';
import type { MeusDadosCliente } from '@portal/shared/dto';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import {
  isValidCnpj,
  isValidCpf,
  meusDadosErrors,
  normalizeCnpj,
  normalizeCpf,
  normalizeMeusDados,
  onlyDigits,
  type MeusDadosFields,
  type MeusDadosValues,
} from '@portal/shared/validators';
import { throwIfFieldErrors } from '../../common/http/field-errors.js';
import type { MeusDadosUpdateDto } from './dto/meus-dados-update.dto.js';

export interface StoredDocuments {
  tipo_pessoa: string;
  cpf: string | null;
  cnpj: string | null;
}

export interface MeusDadosData {
  cliente: MeusDadosCliente & { email_faturamento: string };
  /** pj only: the responsible person, who is the login. */
  responsavel: { nome: string; email: string; phone: string | null } | null;
}

/**
 * PUT /api/meusdados checked with the shared Meus Dados rules, as stored. The rules depend on the stored
 * customer (its person type; documents may be sent but never changed), so they run here rather than in
 * the validation pipe; the 400 has the pipe's shape ({ message, errors }). A changed document wins over
 * the other messages.
 */
export function toMeusDadosData(body: MeusDadosUpdateDto, stored: StoredDocuments): MeusDadosData {
  const input = normalizeMeusDados(body as MeusDadosFields);
  const errors = meusDadosErrors(input, stored.tipo_pessoa);
  if (documentChanged(input, stored)) throw new BadRequestException(SERVER_MESSAGES.documentImmutable);
  throwIfFieldErrors(errors);
  const pj = stored.tipo_pessoa === 'pj';
  return {
    cliente: {
      nome: input.nome,
      razao_social: pj ? input.razao_social || null : null,
      email_faturamento: input.email_faturamento,
      telefone: input.telefone || null,
      cep: onlyDigits(input.cep),
      logradouro: input.logradouro,
      numero: input.numero,
      bairro: input.bairro,
      cidade: input.cidade,
      uf: input.uf,
      complemento: input.complemento || null,
    },
    responsavel: pj
      ? { nome: input.responsavelNome, email: input.responsavelEmail, phone: input.responsavelPhone || null }
      : null,
  };
}

function documentChanged(input: MeusDadosValues, stored: StoredDocuments): boolean {
  const { cpf, cnpj } = input;
  return (
    (cpf !== '' && isValidCpf(cpf) && normalizeCpf(cpf) !== stored.cpf) ||
    (cnpj !== '' && isValidCnpj(cnpj) && normalizeCnpj(cnpj) !== stored.cnpj)
  );
}
