import { Allow } from 'class-validator';

/**
 * POST /api/public/contato. The fields are checked together by contatoErrors (the same messages
 * the browser shows); @Allow keeps them through the whitelist and drops anything else.
 */
export class ContatoDto {
  @Allow() nome?: unknown;
  @Allow() email?: unknown;
  @Allow() telefone?: unknown;
  @Allow() mensagem?: unknown;
  /** The honeypot: hidden from people, so only a bot fills it. */
  @Allow() website?: unknown;
}
