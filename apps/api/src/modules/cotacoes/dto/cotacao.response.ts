import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  COTACAO_STATUSES,
  PRODUTO_TIPOS,
  type CotacaoStatus,
  type ProdutoTipo,
  type TipoPessoa,
} from '@portal/shared/constants';
import {
  COTACAO_EVENTOS,
  FRETE_MODALIDADES,
  MEIOS_PAGAMENTO,
  type CotacaoEventoTipo,
  type FreteModalidade,
  type MeioPagamento,
  type ParcelaCalculada,
} from '@portal/shared/cotacoes';
import type {
  Cotacao,
  CotacaoEvento,
  CotacaoItem,
  CotacaoResumo,
  CotacaoRevisao,
  SearchResult,
} from '@portal/shared/dto';

export class CotacaoItemDto implements CotacaoItem {
  @ApiProperty() produtoId: number;
  @ApiProperty() sku: string;
  @ApiProperty() nome: string;
  @ApiProperty({ enum: Object.keys(PRODUTO_TIPOS) }) tipo: ProdutoTipo;
  @ApiProperty({ type: String, nullable: true }) descricao: string | null;
  @ApiProperty({ description: 'Até 3 casas decimais.' }) quantidade: number;
  @ApiProperty() unidade: string;
  @ApiProperty({ description: 'R$, até 2 casas decimais.', example: 19.9 }) precoUnitario: number;
  @ApiProperty() descontoPercentual: number;
  @ApiProperty({ description: 'quantidade x preço x (1 - desconto/100), arredondado ao centavo.' }) total: number;
  @ApiProperty({ description: 'Alíquota de IPI da linha (%), copiada do produto ao incluir a linha.' })
  ipiPercentual: number;
  @ApiProperty({
    description: 'IPI da linha: (total da linha - sua parte do desconto no total) x ipiPercentual/100, ao centavo.',
  })
  ipi: number;
  @ApiProperty({ type: Number, nullable: true, description: 'ICMS-ST informado pelo vendedor (R$).' })
  icmsStValor: number | null;
}

export class ParcelaDto implements ParcelaCalculada {
  @ApiProperty({ type: 'integer', description: 'Dias após a data-base.' }) dias: number;
  @ApiProperty({ description: '% do total.' }) percentual: number;
  @ApiProperty({ description: 'R$; as parcelas somam o total exatamente (maior resto).' }) valor: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'AAAA-MM-DD: data do aceite + dias (aceita), senão data do envio + dias; null no rascunho.',
  })
  vencimento: string | null;
}

export class CotacaoEventoDto implements CotacaoEvento {
  @ApiProperty({ enum: COTACAO_EVENTOS }) tipo: CotacaoEventoTipo;
  @ApiProperty({ description: 'Data-hora ISO 8601.' }) em: string;
  @ApiProperty({ type: Number, nullable: true }) usuarioId: number | null;
  @ApiProperty({ type: String, nullable: true }) usuarioNome: string | null;
  @ApiProperty({ type: String, nullable: true }) detalhe: string | null;
}

export class CotacaoRevisaoDto implements CotacaoRevisao {
  @ApiProperty() id: number;
  @ApiProperty() revisao: number;
  @ApiProperty({ enum: COTACAO_STATUSES }) status: CotacaoStatus;
}

export class CotacaoResumoDto implements CotacaoResumo {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'COT-2026-000123' }) numero: string;
  @ApiProperty() revisao: number;
  @ApiProperty({ enum: COTACAO_STATUSES }) status: CotacaoStatus;
  @ApiProperty() clienteId: number;
  @ApiProperty() clienteNome: string;
  @ApiProperty() vendedorId: number;
  @ApiProperty() vendedorNome: string;
  @ApiProperty({ description: 'AAAA-MM-DD', example: '2026-12-24' }) validade: string;
  @ApiProperty({ description: 'R$.', example: 1234.5 }) total: number;
  @ApiProperty({ type: Number, nullable: true }) pedidoId: number | null;
  @ApiProperty({ description: 'Data-hora ISO 8601.', example: '2026-11-24T13:45:00.000Z' }) criadoEm: string;
}

/** Who answered a quotation (the customer's read). */
export class RespondidaPorDto {
  @ApiProperty({ type: Number, nullable: true }) usuarioId: number | null;
  @ApiProperty({ type: String, nullable: true }) nome: string | null;
}

export class CotacaoDto extends CotacaoResumoDto implements Cotacao {
  @ApiProperty({ description: 'E-mail do vendedor (responde às dúvidas do cliente).' }) vendedorEmail: string;
  @ApiProperty({ type: String, nullable: true, description: 'Telefone do vendedor (só dígitos).' })
  vendedorTelefone: string | null;
  @ApiProperty({ description: 'CPF ou CNPJ com máscara.' }) clienteDocumento: string;
  @ApiProperty({ enum: ['pf', 'pj'] }) clienteTipoPessoa: TipoPessoa;
  @ApiProperty({ description: 'Cadastro do cliente ativo; inativo: lê, mas não aceita nem recusa.' })
  clienteAtivo: boolean;
  @ApiProperty({ type: String, nullable: true }) condicoesPagamento: string | null;
  @ApiProperty({ type: String, nullable: true }) prazoEntrega: string | null;
  @ApiProperty({ type: String, nullable: true }) observacoes: string | null;
  @ApiProperty({ type: [ParcelaDto] }) parcelas: ParcelaDto[];
  @ApiProperty({ enum: Object.keys(MEIOS_PAGAMENTO), nullable: true }) meioPagamento: MeioPagamento | null;
  @ApiProperty({ enum: Object.keys(FRETE_MODALIDADES), nullable: true }) freteModalidade: FreteModalidade | null;
  @ApiProperty({ type: String, nullable: true }) transportadora: string | null;
  @ApiProperty({ description: 'R$.', example: 1300 }) subtotal: number;
  @ApiProperty({ description: 'R$: descontos das linhas.', example: 65.5 }) descontos: number;
  @ApiProperty({ description: 'Desconto no total (%).' }) descontoTotalPercentual: number;
  @ApiProperty({ description: 'R$: desconto no total, sobre a soma das linhas líquidas.' }) descontoTotal: number;
  @ApiProperty({ description: 'R$.', example: 0 }) frete: number;
  @ApiProperty({ description: 'R$: soma do IPI das linhas.' }) ipi: number;
  @ApiProperty({ description: 'R$: soma do ICMS-ST das linhas.' }) icmsSt: number;
  @ApiProperty({ type: [CotacaoItemDto] }) itens: CotacaoItemDto[];
  @ApiProperty({ description: 'Envie-a de volta no PUT (edição com versão antiga: 409).' }) versao: number;
  @ApiProperty({ type: String, nullable: true }) motivoRecusa: string | null;
  @ApiProperty({ type: String, nullable: true }) enviadaEm: string | null;
  @ApiProperty({ type: String, nullable: true }) respondidaEm: string | null;
  @ApiPropertyOptional({
    type: RespondidaPorDto,
    nullable: true,
    description:
      'Só em GET /api/minhas-cotacoes/{id}: o login que aceitou ou recusou (null enquanto sem resposta; nome null se o login foi excluído).',
  })
  respondidaPor?: RespondidaPorDto | null;
  @ApiProperty({ type: [CotacaoEventoDto], description: 'Vazio para CLIENTE.' }) historico: CotacaoEventoDto[];
  @ApiProperty({ type: [CotacaoRevisaoDto] }) revisoes: CotacaoRevisaoDto[];
}

export class CotacaoPageDto implements SearchResult<CotacaoResumoDto> {
  @ApiProperty({ type: [CotacaoResumoDto] }) data: CotacaoResumoDto[];
  @ApiProperty() totalCount: number;
}
