import { ApiProperty } from '@nestjs/swagger';
import type { MeusDados, MeusDadosSalvo, Responsavel } from '@portal/shared/dto';
import { TIPOS_PESSOA, type TipoPessoa } from '@portal/shared/constants';

export class ResponsavelDto implements Responsavel {
  @ApiProperty() id: number;
  @ApiProperty() nome: string;
  @ApiProperty({ example: 'responsavel@exemplo.com.br' }) email: string;
  @ApiProperty({ type: String, nullable: true, example: '11987654321' }) phone: string | null;
}

/** GET/PUT /api/meusdados answer: documents and phones as digits only. */
export class MeusDadosDto implements MeusDados {
  @ApiProperty({ enum: TIPOS_PESSOA }) tipo_pessoa: TipoPessoa;
  @ApiProperty() nome: string;
  @ApiProperty({ type: String, nullable: true }) razao_social: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Só dígitos.', example: '52998224725' }) cpf: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Só dígitos.', example: '11222333000181' })
  cnpj: string | null;
  @ApiProperty({ type: String, nullable: true }) email_faturamento: string | null;
  @ApiProperty({ type: String, nullable: true, example: '11987654321' }) telefone: string | null;
  @ApiProperty({ description: '8 dígitos.', example: '01310100' }) cep: string;
  @ApiProperty() logradouro: string;
  @ApiProperty() numero: string;
  @ApiProperty() bairro: string;
  @ApiProperty() cidade: string;
  @ApiProperty({ example: 'SP' }) uf: string;
  @ApiProperty({ type: String, nullable: true }) complemento: string | null;
  @ApiProperty({ type: ResponsavelDto, nullable: true }) responsavel: ResponsavelDto | null;
  @ApiProperty({ description: 'A versão do cadastro: envie-a de volta no PUT (outra pessoa salvou depois: 409).' })
  versao: number;
}

/** PUT /api/meusdados answer. */
export class MeusDadosSalvoDto implements MeusDadosSalvo {
  @ApiProperty() message: string;
  @ApiProperty({ description: 'A versão do cadastro depois de salvo (o próximo PUT a envia).' }) versao: number;
}
