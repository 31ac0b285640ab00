import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { CotacaoInput, CotacaoItemInput } from '@portal/shared/dto';
import {
  COTACAO_FIELDS,
  COTACAO_ITEM_FIELDS,
  COTACAO_LIMITS as L,
  cotacaoErrors,
  cotacaoItemErrors,
  normalizeCotacao,
  normalizeCotacaoItem,
} from '@portal/shared/cotacoes';
import { EntityRules } from '../../../common/http/entity-rules.decorator.js';

/** One line of a quotation (the shared line rules). Money and quantities are JSON numbers (or decimal strings). */
@EntityRules(COTACAO_ITEM_FIELDS, normalizeCotacaoItem, cotacaoItemErrors)
export class CotacaoItemInputDto implements CotacaoItemInput {
  @ApiProperty({ type: 'integer' })
  produtoId: number;

  @ApiProperty({ type: Number, description: '> 0, até 3 casas decimais.', example: 2.5 })
  quantidade: number;

  @ApiPropertyOptional({ default: 'UN', maxLength: L.unidade })
  unidade?: string;

  @ApiProperty({ type: Number, description: '>= 0, até 2 casas decimais.', example: 19.9 })
  precoUnitario: number;

  @ApiPropertyOptional({ type: Number, default: 0, description: '0 a 100, até 2 casas decimais.' })
  descontoPercentual?: number;
}

/** POST /api/Cotacoes; PUT /api/Cotacoes/{id} also carries `versao`. The shared quotation rules; each line by its own. */
@EntityRules(COTACAO_FIELDS, normalizeCotacao, cotacaoErrors, { itens: () => CotacaoItemInputDto })
export class CotacaoInputDto implements CotacaoInput {
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Ignorado: o id vem da rota.' })
  @Allow()
  id?: unknown;

  @ApiProperty({ type: 'integer' })
  clienteId: number;

  @ApiPropertyOptional({ description: 'AAAA-MM-DD; vazio: hoje + QUOTE_VALIDITY_DAYS.', example: '2026-12-31' })
  validade?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.condicoesPagamento })
  condicoesPagamento?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.prazoEntrega })
  prazoEntrega?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.observacoes })
  observacoes?: string | null;

  @ApiPropertyOptional({ type: Number, default: 0 })
  frete?: number;

  @ApiProperty({ type: [CotacaoItemInputDto] })
  itens: CotacaoItemInputDto[];

  @ApiPropertyOptional({ type: 'integer', description: 'Só no PUT: a versão que foi editada.' })
  versao?: number;
}
