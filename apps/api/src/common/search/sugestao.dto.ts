import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, MaxLength } from 'class-validator';
import { PRODUTO_TIPOS, type ProdutoTipo, type TipoPessoa } from '@portal/shared/constants';
import type { ClienteSugestao, ProdutoSugestao } from '@portal/shared/dto';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { blankToUndefined } from './query-transforms.js';

/** GET /api/Clientes/sugestoes and /api/Produtos/sugestoes: blank or 1 character answers []. */
export class SugestaoQueryDto {
  @ApiPropertyOptional({ description: 'Início do nome, do CPF/CNPJ ou do SKU (2+ caracteres).' })
  @Transform(blankToUndefined)
  @IsOptional()
  @MaxLength(100, { message: M.sugestaoInvalid })
  q?: string;
}

export class ClienteSugestaoDto implements ClienteSugestao {
  @ApiProperty() id: number;
  @ApiProperty() nome: string;
  @ApiProperty({ description: 'CPF ou CNPJ com máscara.' }) documento: string;
  @ApiProperty({ enum: ['pf', 'pj'] }) tipo_pessoa: TipoPessoa;
}

export class ProdutoSugestaoDto implements ProdutoSugestao {
  @ApiProperty() id: number;
  @ApiProperty() sku: string;
  @ApiProperty() nome: string;
  @ApiProperty({ enum: Object.keys(PRODUTO_TIPOS) }) tipo: ProdutoTipo;
  @ApiProperty({ type: Number, nullable: true, description: 'Preço de lista (R$).' }) preco: number | null;
  @ApiProperty() unidade: string;
  @ApiProperty({ description: 'Alíquota de IPI (%) que a nova linha recebe.' }) ipiPercentual: number;
}

/** The text worth searching for: at least 2 characters. */
export function termoSugestao(query: SugestaoQueryDto): string | undefined {
  return query.q && query.q.length >= 2 ? query.q : undefined;
}
