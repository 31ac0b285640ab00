import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/db.js';
import { PrismaService } from '../../database/prisma.service.js';

/**
 * The stored PDFs of sent quotations (`cotacao_pdfs`, issue 25): the document as it was sent, kept so
 * it never changes afterwards and a download costs a read, not a render.
 */
@Injectable()
export class CotacaoPdfsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The stored PDF, or null (a draft, a quotation sent before the table, or one anonymised since). */
  async guardado(cotacaoId: number, db?: Db): Promise<Buffer | null> {
    const sql = 'SELECT conteudo FROM cotacao_pdfs WHERE cotacao_id = $1::int';
    const rows = db
      ? await db.$queryRawUnsafe<{ conteudo: Buffer | Uint8Array }[]>(sql, cotacaoId)
      : (await this.prisma.pool.query<{ conteudo: Buffer }>(sql, [cotacaoId])).rows;
    return rows[0] ? Buffer.from(rows[0].conteudo) : null;
  }

  /** Keeps the first PDF stored for a quotation: a later one (a concurrent download) changes nothing. */
  async guardar(cotacaoId: number, pdf: Buffer, db: Db = this.prisma): Promise<void> {
    await db.$executeRawUnsafe(
      'INSERT INTO cotacao_pdfs (cotacao_id, conteudo) VALUES ($1::int, $2::bytea) ON CONFLICT (cotacao_id) DO NOTHING',
      cotacaoId,
      pdf,
    );
  }
}
