import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CotacoesPipeline } from '@portal/shared/dto';

class ClientesAtivosDto {
  @ApiProperty() pf: number;
  @ApiProperty() pj: number;
}

class ProdutosAtivosDto {
  @ApiProperty() produtos: number;
  @ApiProperty() servicos: number;
}

class UsuariosAtivosDto {
  @ApiProperty() admin: number;
  @ApiProperty() comercial: number;
}

class NovosClientesMesDto {
  @ApiProperty({ description: 'Mês AAAA-MM (horário de Brasília).' }) mes: string;
  @ApiProperty() total: number;
}

class UltimoLogDto {
  @ApiProperty() timestamp: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) data: Record<string, unknown>;
}

/** The quotation pipeline (issue 14). */
class CotacoesPipelineDto implements CotacoesPipeline {
  @ApiProperty({ description: 'Soma dos totais das cotações enviadas ainda válidas (R$).' }) valorEmAberto: number;
  @ApiProperty({ description: 'Cotações enviadas no mês corrente (horário de Brasília).' }) enviadasNoMes: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Aceitas / (aceitas + recusadas + expiradas) nos últimos 90 dias, 0 a 1; null sem respostas.',
  })
  taxaAceite90Dias: number | null;
  @ApiProperty({ description: 'Cotações enviadas cuja validade termina nos próximos 7 dias.' }) vencendoEm7Dias: number;
}

/** GET /api/dashboard: the staff landing page's figures. */
export class DashboardDto {
  @ApiProperty({ type: ClientesAtivosDto }) clientesAtivos: ClientesAtivosDto;
  @ApiProperty({ type: ProdutosAtivosDto }) produtosAtivos: ProdutosAtivosDto;
  @ApiProperty({ type: UsuariosAtivosDto }) usuariosInternosAtivos: UsuariosAtivosDto;
  @ApiProperty({ type: [NovosClientesMesDto], description: 'Os últimos 12 meses, do mais antigo ao atual.' })
  novosClientesPorMes: NovosClientesMesDto[];
  @ApiProperty({ type: CotacoesPipelineDto }) cotacoes: CotacoesPipelineDto;
  @ApiPropertyOptional({ type: [UltimoLogDto], description: 'Só para ADMIN: as 10 entradas de log mais recentes.' })
  ultimosLogs?: UltimoLogDto[];
}
