import { ApiProperty } from '@nestjs/swagger';
import type {
  Cliente,
  ClienteUsuario,
  Destinatario,
  MotivoSemResposta,
  Pedido,
  SearchResult,
} from '@portal/shared/dto';
import type { BeforeJson } from '../../../common/openapi/before-json.js';
import { TIPOS_PESSOA, type TipoPessoa } from '@portal/shared/constants';

/** A customer as the API answers it (the contract's field names). */
export class ClienteDto implements Cliente {
  @ApiProperty() id: number;
  @ApiProperty({ enum: TIPOS_PESSOA }) tipo_pessoa: TipoPessoa;
  @ApiProperty() nome: string;
  @ApiProperty({ type: String, nullable: true }) razao_social: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Só dígitos (ou letras do CNPJ alfanumérico).',
    example: '11222333000181',
  })
  cnpj: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Só dígitos.', example: '52998224725' }) cpf: string | null;
  @ApiProperty({ type: String, nullable: true }) ie: string | null;
  @ApiProperty() isento_ie: boolean;
  @ApiProperty({ type: String, nullable: true }) email_faturamento: string | null;
  @ApiProperty({ description: 'true = ativo.' }) status: boolean;
  @ApiProperty({ description: '8 dígitos.', example: '01310100' }) cep: string;
  @ApiProperty() logradouro: string;
  @ApiProperty() numero: string;
  @ApiProperty({ type: String, nullable: true }) complemento: string | null;
  @ApiProperty() bairro: string;
  @ApiProperty() cidade: string;
  @ApiProperty() uf: string;
  @ApiProperty({ description: 'Envie-a de volta no PUT (outra pessoa salvou depois: 409).' }) versao: number;
}

export class ClientePageDto implements SearchResult<ClienteDto> {
  @ApiProperty({ type: [ClienteDto] }) data: ClienteDto[];
  @ApiProperty() totalCount: number;
}

export class PedidoDto implements BeforeJson<Pedido> {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Valor em reais.', example: 1234.5 }) valor: number;
  @ApiProperty({ description: 'Data-hora ISO 8601.', example: '2026-11-24T13:45:00.000Z' }) dataEmissao: Date;
  @ApiProperty({ type: Number, nullable: true, description: 'A cotação aceita que gerou o pedido.' })
  cotacaoId: number | null;
}

export class ClienteUsuarioDto implements ClienteUsuario {
  @ApiProperty() id: number;
  @ApiProperty() nome: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'false depois que a equipe revogou o acesso.' }) ativo: boolean;
  @ApiProperty({ description: 'false enquanto o convite não foi usado.' }) senhaDefinida: boolean;
  @ApiProperty({ format: 'date-time' }) criadoEm: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: nunca entrou.' })
  ultimoAcesso: string | null;
}

export class ClienteUsuarioCriadoDto {
  @ApiProperty() message: string;
  @ApiProperty() id: number;
}

export class DestinatarioDto implements Destinatario {
  @ApiProperty() nome: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'true: login ativo do cliente; false: e-mail de faturamento sem login próprio.' })
  temAcesso: boolean;
  @ApiProperty({
    enum: ['login-de-outra-conta', 'acesso-revogado', 'conta-excluida'],
    nullable: true,
    type: String,
    description:
      'null: pode responder pelo portal. Senão, por que recebe o e-mail (com o PDF) mas não pode responder: o endereço é o login de outra conta (contato de outro cliente ou da equipe), um login revogado deste cliente, ou de quem excluiu a própria conta.',
  })
  motivo: MotivoSemResposta | null;
}
