import type { Cotacao } from '@portal/shared/dto';
import type { CompanyConfig } from '../../../config/app-config.js';

/** The customer block of the PDF; `documento` comes masked (CPF or CNPJ). */
export interface CotacaoPdfCliente {
  nome: string;
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
}
