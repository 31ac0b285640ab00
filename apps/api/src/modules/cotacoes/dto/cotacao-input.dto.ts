import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, ValidateNested } from 'class-validator';
import type { CotacaoInput, CotacaoItemInput } from '@portal/shared/dto';
import {
  COTACAO_LIMITS as L,
  descontoError,
  dinheiroError,
  isIsoDate,
  quantidadeError,
  unidadeError,
} from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M, maxLengthMessage } from '@portal/shared/messages';
import { cleanText, FieldRule } from '../../../common/search/field-rule.decorator.js';

const isId = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

function optionalText(label: string, max: number) {
  return FieldRule((value) =>
    value === undefined || value === null || (typeof value === 'string' && value.length <= max)
      ? undefined
      : maxLengthMessage(label, max),
  );
}

/** One line of a quotation. Money and quantities are JSON numbers (or decimal strings). */
export class CotacaoItemInputDto implements CotacaoItemInput {
  @ApiProperty({ type: Number })
  @FieldRule((value) => (isId(value) ? undefined : M.itemProdutoRequired))
  produtoId: number;

  @ApiProperty({ type: Number, description: '> 0, até 3 casas decimais.', example: 2.5 })
  @FieldRule(quantidadeError)
  quantidade: number;

  @ApiPropertyOptional({ default: 'UN', maxLength: L.unidade })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @FieldRule(unidadeError)
  unidade?: string;

  @ApiProperty({ type: Number, description: '>= 0, até 2 casas decimais.', example: 19.9 })
  @FieldRule((value) => dinheiroError(value))
  precoUnitario: number;

  @ApiPropertyOptional({ type: Number, default: 0, description: '0 a 100, até 2 casas decimais.' })
  @FieldRule(descontoError)
  descontoPercentual?: number;
}

/** POST /api/Cotacoes; PUT /api/Cotacoes/{id} also carries `versao`. */
export class CotacaoInputDto implements CotacaoInput {
  @ApiPropertyOptional({ nullable: true, description: 'Ignorado: o id vem da rota.' })
  @Allow()
  id?: unknown;

  @ApiProperty({ type: Number })
  @FieldRule((value) => (isId(value) ? undefined : M.clienteRequired))
  clienteId: number;

  @ApiPropertyOptional({ description: 'AAAA-MM-DD; vazio: hoje + QUOTE_VALIDITY_DAYS.', example: '2026-12-31' })
  @Transform(({ value }) => cleanText(value))
  @FieldRule((value) => (value === undefined || isIsoDate(value) ? undefined : M.validadeInvalid))
  validade?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.condicoesPagamento })
  @Transform(({ value }) => cleanText(value))
  @optionalText('Condições de pagamento', L.condicoesPagamento)
  condicoesPagamento?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.prazoEntrega })
  @Transform(({ value }) => cleanText(value))
  @optionalText('Prazo de entrega', L.prazoEntrega)
  prazoEntrega?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.observacoes })
  @Transform(({ value }) => cleanText(value))
  @optionalText('Observações', L.observacoes)
  observacoes?: string | null;

  @ApiPropertyOptional({ type: Number, default: 0 })
  @FieldRule((value) => (value === undefined || value === null ? undefined : dinheiroError(value, M.freteInvalid)))
  frete?: number;

  @ApiProperty({ type: [CotacaoItemInputDto] })
  @FieldRule((value) => (Array.isArray(value) && value.length <= L.itens ? undefined : M.itensInvalid))
  @ValidateNested({ each: true })
  @Type(() => CotacaoItemInputDto)
  itens: CotacaoItemInputDto[];

  @ApiPropertyOptional({ type: Number, description: 'Só no PUT: a versão que foi editada.' })
  @FieldRule((value) =>
    value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 1)
      ? undefined
      : M.versaoRequired,
  )
  versao?: number;
}
