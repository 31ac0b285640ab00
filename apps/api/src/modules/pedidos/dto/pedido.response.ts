import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PEDIDO_STATUSES, type PedidoStatus } from '@portal/shared/cotacoes';
import type { PedidoClienteFiscal, PedidoDetalhe, PedidoResumo, SearchResult } from '@portal/shared/dto';

export class PedidoResumoDto implements PedidoResumo {
  @ApiProperty() id: number;
  @ApiProperty({ type: String, nullable: true, description: 'O número da cotação aceita.', example: 'COT-2026-000123' })
  numero: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'A revisão aceita.' }) cotacaoId: number | null;
  @ApiProperty() clienteId: number;
  @ApiProperty({ description: 'Nome do cliente no aceite.' }) clienteNome: string;
  @ApiProperty({ type: String, nullable: true, description: 'CPF ou CNPJ (só dígitos) no aceite.' })
  clienteDocumento: string | null;
  @ApiProperty({ enum: PEDIDO_STATUSES }) status: PedidoStatus;
  @ApiProperty({ description: 'R$, o total da cotação aceita.', example: 1234.5 }) total: number;
  @ApiProperty({ description: 'Data-hora ISO 8601 do aceite.' }) dataEmissao: string;
}

export class PedidoPageDto implements SearchResult<PedidoResumoDto> {
  @ApiProperty({ type: [PedidoResumoDto] }) data: PedidoResumoDto[];
  @ApiProperty() totalCount: number;
}

class PedidoEnderecoDto {
  @ApiProperty() cep: string;
  @ApiProperty() logradouro: string;
  @ApiProperty() numero: string;
  @ApiProperty({ type: String, nullable: true }) complemento: string | null;
  @ApiProperty() bairro: string;
  @ApiProperty() cidade: string;
  @ApiProperty() uf: string;
}

export class PedidoClienteFiscalDto implements PedidoClienteFiscal {
  @ApiPropertyOptional({ enum: ['pf', 'pj'] }) tipoPessoa?: string;
  @ApiPropertyOptional() nome?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) razaoSocial?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'CPF ou CNPJ, só dígitos.' })
  documento?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Inscrição estadual.' }) ie?: string | null;
  @ApiPropertyOptional() isentoIe?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) emailFaturamento?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) telefone?: string | null;
  @ApiPropertyOptional({ type: PedidoEnderecoDto }) endereco?: PedidoEnderecoDto;
}

export class PedidoDetalheDto extends PedidoResumoDto implements PedidoDetalhe {
  @ApiProperty({ type: PedidoClienteFiscalDto, description: 'Dados fiscais do cliente no aceite.' })
  cliente: PedidoClienteFiscalDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'A revisão aceita como GET /api/Cotacoes/{id} a respondia no aceite: itens, condições, totais.',
  })
  cotacao: Record<string, unknown>;
  @ApiProperty({ type: String, nullable: true }) faturadoEm: string | null;
  @ApiProperty({ type: String, nullable: true }) canceladoEm: string | null;
  @ApiProperty() versao: number;
}

export class PedidoAcaoResponseDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: PedidoDetalheDto }) pedido: PedidoDetalheDto;
}
