import type { TipoPessoa } from '../constants/domain.js';

/** The pj customer's responsible person, whose e-mail is the login. */
export interface Responsavel {
  id: number;
  nome: string;
  email: string;
  phone: string | null;
}

/** GET /api/meusdados answer. */
export interface MeusDados {
  tipo_pessoa: TipoPessoa;
  nome: string;
  razao_social: string | null;
  cpf: string | null;
  cnpj: string | null;
  email_faturamento: string | null;
  telefone: string | null;
  cep: string;
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  complemento: string | null;
  responsavel: Responsavel | null;
}

/** PUT /api/meusdados body; phones and documents are digits only. */
export interface MeusDadosUpdate {
  nome: string;
  razao_social: string | null;
  email_faturamento: string | null;
  /** Read-only: must equal the stored value. */
  cpf: string | null;
  /** Read-only: must equal the stored value. */
  cnpj: string | null;
  telefone: string | null;
  cep: string;
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  complemento: string | null;
  responsavelNome?: string | null;
  responsavelEmail?: string | null;
  responsavelPhone?: string | null;
}
