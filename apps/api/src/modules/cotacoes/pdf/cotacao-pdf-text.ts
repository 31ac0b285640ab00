import { dataBr, hojeEmBrasilia } from '@portal/shared/cotacoes';
import { maskCep, maskCnpj, maskPhone } from '@portal/shared/masks';
import { caractereImprimivel } from '@portal/shared/validators';
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

/**
 * Who the quotation is addressed to: a company by its razão social (the trade name after it when it
 * differs), a person by name.
 */
export function destinatarioLinhas(cliente: CotacaoPdfCliente): { nome: string; fantasia: string | null } {
  const razao = cliente.razaoSocial?.trim();
  if (!razao) return { nome: cliente.nome, fantasia: null };
  return { nome: razao, fantasia: razao === cliente.nome.trim() ? null : cliente.nome };
}

/** "IE: 123…" or "IE: Isento" for a company; nothing when neither is on record. */
export function ieLinha(cliente: CotacaoPdfCliente): string {
  if (cliente.isentoIe) return 'IE: Isento';
  return cliente.ie ? `IE: ${cliente.ie}` : '';
}

/** The salesperson behind the quotation: name, e-mail and phone (masked when it is digits). */
export function vendedorLinha(cotacao: CotacaoPdfInput['cotacao']): string {
  const telefone = cotacao.vendedorTelefone ? maskPhone(cotacao.vendedorTelefone) || cotacao.vendedorTelefone : '';
  return [
    cotacao.vendedorNome,
    cotacao.vendedorEmail ? `E-mail: ${cotacao.vendedorEmail}` : '',
    telefone ? `Telefone: ${telefone}` : '',
  ]
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
 * A text as the PDF prints it: composed (NFC, so "ễ" is one glyph even when typed as e + marks), line
 * breaks as "\n" (a "\r" printed a stray glyph), tabs as a space. What the embedded fonts cannot draw
 * (only rows saved before the input rule, issue 25) becomes "?" rather than an empty box.
 */
export function imprimivel(text: string): string {
  return [...text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ')]
    .map((char) => (char === '\n' || caractereImprimivel(char.codePointAt(0)!) ? char : '?'))
    .join('');
}
