import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { LIMITS, PRODUTO_TIPOS, type ProdutoTipo } from '@portal/shared/constants';
import { normalizeProduto, PRODUTO_FIELDS, produtoErrors } from '@portal/shared/validators';
import { EntityRules } from '../../../common/http/entity-rules.decorator.js';
import { VersaoLida } from '../../../common/http/versao-lida.decorator.js';
import { COTACAO_LIMITS } from '@portal/shared/cotacoes';

const L = LIMITS.product;

/** POST /api/Produtos and PUT /api/Produtos/{id}: the shared product rules (docs/produto.md §5). */
@EntityRules(PRODUTO_FIELDS, normalizeProduto, produtoErrors)
export class ProdutoInputDto {
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Ignorado: o id vem da rota.' })
  @Allow()
  id?: unknown;

  @ApiProperty({ maxLength: L.sku, description: 'Gravado em maiúsculas; não muda depois de criado.' })
  sku: string;

  @ApiProperty({ enum: Object.keys(PRODUTO_TIPOS), description: 'p = Produto, s = Serviço.' })
  tipo: ProdutoTipo;

  @ApiProperty({ maxLength: L.nome })
  nome: string;

  @ApiPropertyOptional({ default: true, description: 'true = ativo.' })
  status?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.descricao })
  descricao?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Preço de lista (R$, até 2 casas decimais).',
    example: 19.9,
  })
  preco?: number | null;

  @ApiPropertyOptional({ default: 'UN', maxLength: COTACAO_LIMITS.unidade })
  unidade?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'NCM: 8 dígitos (pontos aceitos).',
    example: '84713012',
  })
  ncm?: string | null;

  @ApiPropertyOptional({ type: Number, default: 0, description: 'Alíquota de IPI (%) das novas linhas de cotação.' })
  ipiPercentual?: number;

  @VersaoLida()
  versao?: number;
}
