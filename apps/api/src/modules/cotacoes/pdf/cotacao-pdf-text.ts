import { dataBr, hojeEmBrasilia } from '@portal/shared/cotacoes';
import { maskCep, maskCnpj, maskPhone } from '@portal/shared/masks';
import type { CotacaoPdfCliente, CotacaoPdfInput } from './cotacao-pdf-input.js';

/** An ISO date-time as the Brasília day, dd/mm/aaaa. */
export function dataHoraBr(iso: string): string {
  return dataBr(hojeEmBrasilia(new Date(iso)));
}

/** "Rua X, 10, sala 2 - Centro - São Paulo/SP - CEP 01310-100", skipping what is missing. */
export function enderecoLinha(cliente: CotacaoPdfCliente): string {
  const rua = [cliente.logradouro, cliente.numero, cliente.complemento].filter(Boolean).join(', ');
  const cidade = [cliente.cidade, cliente.uf].filter(Boolean).join('/');
  const cep = cliente.cep ? `CEP ${maskCep(cliente.cep)}` : '';
  return [rua, cliente.bairro, cidade, cep].filter(Boolean).join(' - ');
}

/** The company's lines under its name: CNPJ, address, phone and e-mail. */
export function empresaLinhas(company: CotacaoPdfInput['company']): string[] {
  return [
    company.cnpj ? `CNPJ ${maskCnpj(company.cnpj)}` : '',
    company.address,
    [company.phone ? `Tel. ${company.phone}` : '', company.email].filter(Boolean).join('  ·  '),
  ].filter(Boolean);
}

/** The customer's contact line: e-mail and phone (digits are masked, a masked phone stays as is). */
export function contatoLinha(cliente: CotacaoPdfCliente): string {
  const telefone = cliente.telefone ? maskPhone(cliente.telefone) || cliente.telefone : '';
  return [cliente.email ? `E-mail: ${cliente.email}` : '', telefone ? `Telefone: ${telefone}` : '']
    .filter(Boolean)
    .join('    ');
}

const STATUS_AVISO: Partial<Record<string, string>> = {
  rascunho: 'RASCUNHO - sem valor de proposta',
  cancelada: 'COTAÇÃO CANCELADA',
  expirada: 'COTAÇÃO EXPIRADA',
  substituida: 'COTAÇÃO SUBSTITUÍDA por uma revisão mais nova',
  recusada: 'COTAÇÃO RECUSADA',
  aceita: 'COTAÇÃO ACEITA',
};

/** A warning printed under the number when the quotation is not simply "enviada". */
export function statusAviso(status: string): string | undefined {
  return STATUS_AVISO[status];
}

/**
 * Helvetica writes WinAnsi (Latin-1 plus a few signs), which covers Portuguese; anything else a user
 * typed (an emoji, a CJK name) would print as garbage, so it becomes "?".
 */
export function winAnsi(text: string): string {
  return text.replace(/[^\n\r\t\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018-\u201e\u2022\u2026\u20ac]/gu, '?');
}
