import type { TipoPessoa } from '../constants/domain.js';

/**
 * POST /api/public/PublicClientes body. Unused fields are null; for pj, `nome` is the
 * responsible person's name and `razao_social` is optional.
 */
export interface CadastroCliente {
  tipo_pessoa: TipoPessoa;
  nome: string;
  email: string;
  cpf: string | null;
  cnpj: string | null;
  razao_social: string | null;
}
