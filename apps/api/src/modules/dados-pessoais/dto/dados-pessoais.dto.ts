import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, MaxLength, MinLength } from 'class-validator';
import { TextoLivre } from '../../../common/http/texto-livre.decorator.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const MENSAGENS = {
  senhaObrigatoria: 'A senha é obrigatória.',
  senhaIncorreta: 'Senha incorreta.',
  motivo: 'Informe o motivo da anonimização (3 a 500 caracteres).',
  contaExcluida: 'Sua conta foi excluída e seus dados pessoais foram anonimizados.',
  contatoExcluido:
    'Sua conta foi excluída e seus dados pessoais foram apagados. O cadastro da empresa e as cotações continuam com os outros contatos.',
  anonimizado: 'Dados pessoais do cliente anonimizados.',
  jaAnonimizado: 'Os dados pessoais deste cliente já estavam anonimizados.',
} as const;

/** POST /api/meusdados/excluir-conta: the password, asked again. */
export class ExcluirContaDto {
  @ApiProperty({ description: 'A senha atual da conta.' })
  // class-validator checks the lowest decorator first: the type, then the length.
  @MaxLength(200, { message: MENSAGENS.senhaIncorreta })
  @MinLength(1, { message: MENSAGENS.senhaObrigatoria })
  @IsString({ message: MENSAGENS.senhaObrigatoria })
  senha: string;
}

/** POST /api/Clientes/{id}/anonimizar: why (recorded in the audit trail). */
export class AnonimizarDto {
  @ApiProperty({ description: 'Motivo do pedido (3 a 500 caracteres), registrado na auditoria.' })
  @Transform(trim)
  @IsString({ message: MENSAGENS.motivo })
  @Length(3, 500, { message: MENSAGENS.motivo })
  @TextoLivre('Motivo')
  motivo: string;
}

export class AcessosQueryDto {
  @ApiPropertyOptional({ enum: ['json', 'csv'], description: 'csv: o mesmo relatório como arquivo CSV.' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'O formato deve ser json ou csv.' })
  formato?: 'json' | 'csv';
}

export class AnonimizacaoDto {
  @ApiProperty() message: string;
  @ApiProperty() anonimizadoEm: Date;
  @ApiProperty() jaAnonimizado: boolean;
}

export class AcessoDto {
  @ApiProperty() em: Date;
  @ApiProperty({ type: Number, nullable: true }) usuarioId: number | null;
  @ApiProperty({ type: String, nullable: true }) usuarioNome: string | null;
  @ApiProperty({ type: String, nullable: true }) usuarioEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) ip: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['modal', 'csv', 'csv_pedidos', 'csv_cotacoes', 'pdf', 'exportacao'],
  })
  via: string | null;
}

export class AcessosPageDto {
  @ApiProperty({ type: [AcessoDto] }) data: AcessoDto[];
  @ApiProperty() totalCount: number;
}

/** GET /api/meusdados/excluir-conta: what this login's deletion erases (issue 26). */
export class AlcanceExclusaoDto {
  @ApiProperty({
    enum: ['cliente', 'contato'],
    description:
      'cliente: o titular de um cliente pessoa física — o cadastro inteiro é anonimizado; ' +
      'contato: só esta pessoa (login, nome, e-mail, telefone) é apagada; o cliente e os outros contatos ficam.',
  })
  alcance: 'cliente' | 'contato';
}
