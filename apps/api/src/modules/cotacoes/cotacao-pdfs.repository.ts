import { Injectable } from '@nestjs/common';
import { maskDoc } from '@portal/shared/masks';
import { AppDatabase, type Db } from '../../database/database.js';
import { readRecorded } from '../../database/record-reads.js';
import type { AuditRow } from '../audit/index.js';
import type { CotacaoPdfCliente } from './pdf/cotacao-pdf-input.js';

/**
 * The PDFs of quotations: the stored PDFs of sent quotations (`cotacao_pdfs`, issue 25), kept so the
 * document never changes after it was sent and a download costs a read, not a render; and the
 * customer block a render prints.
 */
@Injectable()
export class CotacaoPdfsRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * The stored PDF, or null (a draft, a quotation sent before the table, or one anonymised since).
   * `acesso`: the personal-data access record of this read, written by the same statement when the
   * bytes are there (record-reads.ts).
   */
  async guardado(cotacaoId: number, db: Db = this.db, acesso: AuditRow[] = []): Promise<Buffer | null> {
    const query = db.selectFrom('cotacao_pdfs').select('conteudo').where('cotacao_id', '=', cotacaoId);
    const row = await readRecorded(db, query, acesso);
    return row ? Buffer.from(row.conteudo) : null;
  }

  /** Keeps the first PDF stored for a quotation: a later one (a concurrent download) changes nothing. */
  async guardar(cotacaoId: number, pdf: Buffer, db: Db = this.db): Promise<void> {
    await db
      .insertInto('cotacao_pdfs')
      .values({ cotacao_id: cotacaoId, conteudo: pdf })
      .onConflict((oc) => oc.column('cotacao_id').doNothing())
      .execute();
  }

  /**
   * The customer block of the PDF: the masked document and the address as registered. `acesso`: the
   * personal-data access record of a download, written by this read's statement (record-reads.ts).
   */
  async cliente(clienteId: number, db: Db = this.db, acesso: AuditRow[] = []): Promise<CotacaoPdfCliente> {
    const query = db
      .selectFrom('clientes')
      .select((eb) => [
        'nome',
        'razao_social as razaoSocial',
        'ie',
        'isento_ie as isentoIe',
        eb.fn.coalesce('cpf', 'cnpj').as('doc'),
        'email_faturamento as email',
        'telefone',
        'logradouro',
        'numero',
        'complemento',
        'bairro',
        'cidade',
        'uf',
        'cep',
      ])
      .where('id', '=', clienteId);
    const row = await readRecorded(db, query, acesso);
    if (!row) throw new Error(`Cliente ${clienteId} da cotação não encontrado.`);
    const { doc, ...cliente } = row;
    return { ...cliente, documento: maskDoc(doc ?? '') };
  }
}
