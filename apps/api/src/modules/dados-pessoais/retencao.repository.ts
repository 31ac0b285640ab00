import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service.js';

/** One kind of row the retention deletes: where it lives, its key, and what makes it old ($1: the cutoff). */
interface Alvo {
  tabela: string;
  chave: string;
  velho: string;
}

export const ALVOS = {
  auditoria: { tabela: 'audit_logs', chave: 'id', velho: '"timestamp" < $1' },
  links: {
    tabela: 'user_tokens',
    chave: 'id',
    velho: 'expires_at < $1 OR used_at < $1',
  },
  sessoes: { tabela: 'revoked_sessions', chave: 'jti', velho: 'expires_at < $1' },
  contadores: { tabela: 'throttle_counters', chave: 'key', velho: 'expires_at < $1' },
} satisfies Record<string, Alvo>;

/** What the retention deletes: the app's tables above, and the sent e-mails (pg-boss's, through JobsService). */
export type TipoRetencao = keyof typeof ALVOS | 'emails';

@Injectable()
export class RetencaoRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Deletes at most `lote` old rows in one short statement (the loop is the caller's), so no table
   * stays locked for long and other writers interleave between batches.
   */
  async apagarLote(tipo: keyof typeof ALVOS, corte: Date, lote: number): Promise<number> {
    const { tabela, chave, velho } = ALVOS[tipo];
    const { rowCount } = await this.prisma.pool.query(
      `DELETE FROM ${tabela} WHERE ${chave} IN (SELECT ${chave} FROM ${tabela} WHERE ${velho} LIMIT ${lote})`,
      [corte],
    );
    return rowCount ?? 0;
  }
}
