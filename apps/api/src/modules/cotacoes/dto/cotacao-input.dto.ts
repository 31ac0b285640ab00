import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { CotacaoInput, CotacaoItemInput } from '@portal/shared/dto';
import {
  COTACAO_FIELDS,
  COTACAO_ITEM_FIELDS,
  COTACAO_LIMITS as L,
  cotacaoErrors,
  cotacaoItemErrors,
  FRETE_MODALIDADES,
  MEIOS_PAGAMENTO,
  normalizeCotacao,
  normalizeCotacaoItem,
  normalizeParcela,
  PARCELA_FIELDS,
  parcelaErrors,
  type FreteModalidade,
  type MeioPagamento,
  type ParcelaTermo,
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

  @ApiPropertyOptional({ type: Number, description: '0 a 999,99; ausente: a alíquota do produto.' })
  ipiPercentual?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'ICMS-ST da linha em R$ (ausente: nenhum).' })
  icmsStValor?: number | null;
}

/** One installment: days after the base date and % of the total. */
@EntityRules(PARCELA_FIELDS, normalizeParcela, parcelaErrors)
export class ParcelaInputDto implements ParcelaTermo {
  @ApiProperty({ type: 'integer', description: '0 a 3650, crescentes.', example: 28 })
  dias: number;

  @ApiProperty({ type: Number, description: '> 0 e até 100, 2 casas; a lista soma 100.', example: 33.33 })
  percentual: number;
}

/** POST /api/Cotacoes; PUT /api/Cotacoes/{id} also carries `versao`. The shared quotation rules; each line by its own. */
@EntityRules(COTACAO_FIELDS, normalizeCotacao, cotacaoErrors, {
  itens: () => CotacaoItemInputDto,
  parcelas: () => ParcelaInputDto,
})
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

  @ApiPropertyOptional({ type: [ParcelaInputDto], description: 'Vazio ou ausente: sem parcelas.' })
  parcelas?: ParcelaInputDto[];

  @ApiPropertyOptional({ enum: Object.keys(MEIOS_PAGAMENTO), nullable: true })
  meioPagamento?: MeioPagamento | null;

  @ApiPropertyOptional({ enum: Object.keys(FRETE_MODALIDADES), nullable: true })
  freteModalidade?: FreteModalidade | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  transportadora?: string | null;

  @ApiPropertyOptional({ type: Number, default: 0, description: 'Só com freteModalidade CIF (ou sem modalidade).' })
  frete?: number;

  @ApiPropertyOptional({ type: Number, default: 0, description: 'Desconto no total (%), após as linhas.' })
  descontoTotalPercentual?: number;

  @ApiProperty({ type: [CotacaoItemInputDto] })
  itens: CotacaoItemInputDto[];

  @ApiPropertyOptional({ type: 'integer', description: 'Só no PUT: a versão que foi editada.' })
  versao?: number;
}
