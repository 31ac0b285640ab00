import { Allow } from 'class-validator';

/**
 * PUT /api/meusdados (docs/produto.md §3). Checked as a whole by validateMeusDados, whose rules depend
 * on the stored customer; @Allow keeps these fields through the whitelist and drops anything else.
 */
export class MeusDadosUpdateDto {
  @Allow() nome?: unknown;
  @Allow() razao_social?: unknown;
  @Allow() email_faturamento?: unknown;
  @Allow() cpf?: unknown;
  @Allow() cnpj?: unknown;
  @Allow() telefone?: unknown;
  @Allow() cep?: unknown;
  @Allow() logradouro?: unknown;
  @Allow() numero?: unknown;
  @Allow() bairro?: unknown;
  @Allow() cidade?: unknown;
  @Allow() uf?: unknown;
  @Allow() complemento?: unknown;
  @Allow() responsavelNome?: unknown;
  @Allow() responsavelEmail?: unknown;
  @Allow() responsavelPhone?: unknown;
}
