import { normalizeCnpj, normalizeCpf } from '@portal/shared/validators';
import type { CadastroClienteDto } from './dto/cadastro-cliente.dto.js';

export interface CadastroClienteData {
  tipo_pessoa: 'pf' | 'pj';
  /** pf: the person; pj: the responsible person. */
  nome: string;
  email: string;
  cpf: string | null;
  cnpj: string | null;
  razao_social: string | null;
}

/** A body the shared rules accepted (normalised by the DTO), as stored: documents bare, unused fields null. */
export function toCadastroClienteData(body: CadastroClienteDto): CadastroClienteData {
  const tipo = body.tipo_pessoa as 'pf' | 'pj';
  return {
    tipo_pessoa: tipo,
    nome: body.nome as string,
    email: body.email as string,
    cpf: tipo === 'pf' ? normalizeCpf(body.cpf) : null,
    cnpj: tipo === 'pj' ? normalizeCnpj(body.cnpj) : null,
    razao_social: tipo === 'pj' && body.razao_social ? (body.razao_social as string) : null,
  };
}
