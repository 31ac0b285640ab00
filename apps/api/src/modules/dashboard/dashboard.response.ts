import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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

/** GET /api/dashboard: the staff landing page's figures. */
export class DashboardDto {
  @ApiProperty({ type: ClientesAtivosDto }) clientesAtivos: ClientesAtivosDto;
  @ApiProperty({ type: ProdutosAtivosDto }) produtosAtivos: ProdutosAtivosDto;
  @ApiProperty({ type: UsuariosAtivosDto }) usuariosInternosAtivos: UsuariosAtivosDto;
  @ApiProperty({ type: [NovosClientesMesDto], description: 'Os últimos 12 meses, do mais antigo ao atual.' })
  novosClientesPorMes: NovosClientesMesDto[];
  @ApiPropertyOptional({ type: [UltimoLogDto], description: 'Só para ADMIN: as 10 entradas de log mais recentes.' })
  ultimosLogs?: UltimoLogDto[];
}
