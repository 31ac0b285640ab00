import { ApiProperty } from '@nestjs/swagger';
import type { CotacaoAceite } from '@portal/shared/dto';

/** The acceptance certificate (issue 29). */
export class CotacaoAceiteDto implements CotacaoAceite {
  @ApiProperty() cotacaoId: number;
  @ApiProperty() numero: string;
  @ApiProperty() revisao: number;
  @ApiProperty({ type: Number, nullable: true, description: 'O login que aceitou.' }) usuarioId: number | null;
  @ApiProperty() nome: string;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Data-hora ISO 8601 (UTC), hora do servidor.' }) aceitoEm: string;
  @ApiProperty({ description: 'O mesmo instante em Brasília (DD/MM/AAAA HH:MM:SS).' }) aceitoEmBrasilia: string;
  @ApiProperty({
    description:
      "'Não registrado' quando o aceite não o registrou; a outro contato do cliente, 'Registrado; visível apenas para quem aceitou e para a empresa'.",
  })
  ip: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "O navegador; 'Não registrado' em aceites anteriores ao certificado (as respostas nunca trazem null); a outro contato do cliente, como `ip`.",
  })
  userAgent: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'SHA-256 (hex) do PDF enviado.' }) pdfSha256: string | null;
}
