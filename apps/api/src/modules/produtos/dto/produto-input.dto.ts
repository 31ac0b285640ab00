import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';
import { LIMITS, PRODUCT_TIPOS, type ProdutoTipo } from '@portal/shared/constants';
import { maxLengthMessage, PRODUCT_MESSAGES as M, SERVER_MESSAGES } from '@portal/shared/messages';
import { cleanText, FieldRule, isText } from '../../../common/search/field-rule.decorator.js';
import { COTACAO_LIMITS, dinheiroError, unidadeError } from '@portal/shared/cotacoes';

const L = LIMITS.product;

/** POST /api/Produtos and PUT /api/Produtos/{id} (spec section 5). */
export class ProdutoInputDto {
  @ApiPropertyOptional({ nullable: true, description: 'Ignorado: o id vem da rota.' })
  @Allow()
  id?: unknown;

  @ApiProperty({ maxLength: L.sku, description: 'Gravado em maiúsculas; não muda depois de criado.' })
  @Transform(({ value }) => {
    const text = cleanText(value);
    return typeof text === 'string' ? text.toUpperCase() : text;
  })
  @FieldRule((value) => (isText(value) && value.length <= L.sku ? undefined : M.skuRequired))
  sku: string;

  @ApiProperty({ enum: Object.keys(PRODUCT_TIPOS), description: 'p = Produto, s = Serviço.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @FieldRule((value) => (value === 'p' || value === 's' ? undefined : M.tipoInvalid))
  tipo: ProdutoTipo;

  @ApiProperty({ maxLength: L.nome })
  @Transform(({ value }) => cleanText(value))
  @FieldRule((value) =>
    !isText(value) ? M.nomeRequired : value.length > L.nome ? maxLengthMessage('Nome', L.nome) : undefined,
  )
  nome: string;

  @ApiPropertyOptional({ default: true, description: 'true = ativo.' })
  @FieldRule((value) => (value === undefined || typeof value === 'boolean' ? undefined : SERVER_MESSAGES.invalidFlag))
  status?: boolean;

  @ApiPropertyOptional({ nullable: true, maxLength: L.descricao })
  @Transform(({ value }) => cleanText(value))
  @FieldRule((value) =>
    value === undefined || (isText(value) && value.length <= L.descricao)
      ? undefined
      : maxLengthMessage('Descrição', L.descricao),
  )
  descricao?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Preço de lista (R$, até 2 casas decimais).' })
  @FieldRule((value) => (value === undefined || value === null ? undefined : dinheiroError(value)))
  preco?: number | null;

  @ApiPropertyOptional({ default: 'UN', maxLength: COTACAO_LIMITS.unidade })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @FieldRule(unidadeError)
  unidade?: string;
}
