import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { VersaoLida } from '../../../common/http/versao-lida.decorator.js';

/**
 * PUT /api/meusdados (docs/produto.md §3). Checked as a whole by toMeusDadosData (the shared Meus Dados rules), whose rules depend
 * on the stored customer; @Allow keeps these fields through the whitelist and drops anything else.
 */
export class MeusDadosUpdateDto {
  @ApiPropertyOptional({ type: String })
  @Allow()
  nome?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  razao_social?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  email_faturamento?: unknown;
  @ApiPropertyOptional({ type: String, example: '529.982.247-25' })
  @Allow()
  cpf?: unknown;
  @ApiPropertyOptional({ type: String, example: '11.222.333/0001-81' })
  @Allow()
  cnpj?: unknown;
  @ApiPropertyOptional({ type: String, example: '(11) 98765-4321' })
  @Allow()
  telefone?: unknown;
  @ApiPropertyOptional({ type: String, example: '01310-100' })
  @Allow()
  cep?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  logradouro?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  numero?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  bairro?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  cidade?: unknown;
  @ApiPropertyOptional({ type: String, example: 'SP' })
  @Allow()
  uf?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  complemento?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  responsavelNome?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  responsavelEmail?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  responsavelPhone?: unknown;
  @VersaoLida()
  versao?: number;
}
