import { ApiProperty } from '@nestjs/swagger';
import { PRODUCT_TIPOS, type ProdutoTipo } from '@portal/shared/constants';

export class ProdutoDto {
  @ApiProperty() id: number;
  @ApiProperty() sku: string;
  @ApiProperty({ enum: Object.keys(PRODUCT_TIPOS) }) tipo: ProdutoTipo;
  @ApiProperty() nome: string;
  @ApiProperty({ description: 'true = ativo.' }) status: boolean;
  @ApiProperty({ type: String, nullable: true }) descricao: string | null;
  @ApiProperty({ description: 'Data-hora ISO 8601.' }) criado_em: Date;
}

export class ProdutoPageDto {
  @ApiProperty({ type: [ProdutoDto] }) data: ProdutoDto[];
  @ApiProperty() totalCount: number;
}
