import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * POST /api/public/contato. The fields are checked together by contatoErrors (the same messages
 * the browser shows); @Allow keeps them through the whitelist and drops anything else.
 */
export class ContatoDto {
  @ApiPropertyOptional({ type: String })
  @Allow()
  nome?: unknown;
  @ApiPropertyOptional({ type: String, example: 'ana@exemplo.com.br' })
  @Allow()
  email?: unknown;
  @ApiPropertyOptional({ type: String, example: '(11) 98765-4321' })
  @Allow()
  telefone?: unknown;
  @ApiPropertyOptional({ type: String })
  @Allow()
  mensagem?: unknown;
  /** The honeypot: hidden from people, so only a bot fills it. */
  @ApiPropertyOptional({ type: String })
  @Allow()
  website?: unknown;
}
