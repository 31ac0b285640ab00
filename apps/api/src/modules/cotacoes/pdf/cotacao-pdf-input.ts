import type { Cotacao, CotacaoAceite } from '@portal/shared/dto';
import type { CompanyConfig } from '../../../config/app-config.js';

/** The customer block of the PDF; `documento` comes masked (CPF or CNPJ). */
export interface CotacaoPdfCliente {
  /** Trade name (pj) or the person's name (pf). */
  nome: string;
  /** pj: the legal name the quotation is addressed to; null for pf. */
  razaoSocial: string | null;
  ie: string | null;
  isentoIe: boolean;
  documento: string;
  email: string | null;
  telefone: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  cep: string | null;
}

export interface CotacaoPdfInput {
  cotacao: Cotacao;
  cliente: CotacaoPdfCliente;
  /** `config.company`: name, cnpj?, address, phone, email, logoFile? (PNG or JPEG). */
  company: CompanyConfig;
  /** An accepted quotation: render only what its PDF adds to the sent one (cotacao-pdf-aceite.ts). */
  aceite?: AceitePdf;
}

export interface AceitePdf {
  certificado: CotacaoAceite;
  /** Pages of the PDF as sent: each gets its new "Página X de Y", the certificate comes after. */
  paginasEnviadas: number;
}
