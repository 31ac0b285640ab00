import { ApiProperty } from '@nestjs/swagger';
import type { Produto, SearchResult } from '@portal/shared/dto';
import type { BeforeJson } from '../../../common/openapi/before-json.js';
import { PRODUTO_TIPOS, type ProdutoTipo } from '@portal/shared/constants';

export class ProdutoDto implements BeforeJson<Produto> {
  @ApiProperty() id: number;
  @ApiProperty() sku: string;
  @ApiProperty({ enum: Object.keys(PRODUTO_TIPOS) }) tipo: ProdutoTipo;
  @ApiProperty() nome: string;
  @ApiProperty({ description: 'true = ativo.' }) status: boolean;
  @ApiProperty({ type: String, nullable: true }) descricao: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Preço de lista (R$), preenche as linhas da cotação.',
    example: 19.9,
  })
  preco: number | null;
  @ApiProperty({ description: 'Unidade das linhas da cotação (UN por padrão).' }) unidade: string;
  @ApiProperty({ type: String, nullable: true, description: 'NCM (8 dígitos).' }) ncm: string | null;
  @ApiProperty({ description: 'Alíquota de IPI (%) das novas linhas de cotação.' }) ipiPercentual: number;
  @ApiProperty({ description: 'Data-hora ISO 8601.', example: '2026-11-24T13:45:00.000Z' }) criado_em: Date;
  @ApiProperty({ description: 'Envie-a de volta no PUT (outra pessoa salvou depois: 409).' }) versao: number;
}

export class ProdutoPageDto implements SearchResult<ProdutoDto> {
  @ApiProperty({ type: [ProdutoDto] }) data: ProdutoDto[];
  @ApiProperty() totalCount: number;
}
