import type { TipoPessoa } from '../constants/domain.js';

/** The pj customer's responsible person, whose e-mail is the login. */
export interface Responsavel {
  id: number;
  nome: string;
  email: string;
  phone: string | null;
}

/** The customer's fields that Meus Dados shows and edits (documents are shown, never changed). */
export interface MeusDadosCliente {
  nome: string;
  razao_social: string | null;
  email_faturamento: string | null;
  telefone: string | null;
  cep: string;
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  complemento: string | null;
}

/** GET /api/meusdados answer. */
export interface MeusDados extends MeusDadosCliente {
  tipo_pessoa: TipoPessoa;
  cpf: string | null;
  cnpj: string | null;
  responsavel: Responsavel | null;
  /** The customer record's optimistic version (shared with the staff's Clientes form). */
  versao: number;
}

/** PUT /api/meusdados body; phones and documents are digits only. */
export interface MeusDadosUpdate extends MeusDadosCliente {
  /** Read-only: must equal the stored value. */
  cpf: string | null;
  /** Read-only: must equal the stored value. */
  cnpj: string | null;
  responsavelNome?: string | null;
  responsavelEmail?: string | null;
  responsavelPhone?: string | null;
  /** The version the page read (absent: no check). */
  versao?: number;
}

/** PUT /api/meusdados answer: the message and the version after the save. */
export interface MeusDadosSalvo {
  message: string;
  versao: number;
}
