import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { Db } from '../../database/database.js';
import type { MailAttachment } from '../mail/index.js';
import { CotacaoPdfsRepository } from './cotacao-pdfs.repository.js';
import type { CotacaoDto } from './dto/cotacao.response.js';
import type { CotacaoAceite } from '@portal/shared/dto';
import { PdfRenderPool } from './pdf/pdf-render-pool.js';
import { comCertificado, paginasDe } from './pdf/cotacao-pdf-aceite.js';
import type { AceitePdf } from './pdf/cotacao-pdf-input.js';

/** How the OpenAPI document describes the PDF answers. */
export const PDF_RESPONSE = {
  description: 'O PDF da cotação.',
  content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
};

/**
 * The quotation's PDF: the answer of GET .../pdf and the attachment of the Enviar e-mail. Rendered
 * off the event loop (PdfRenderPool). A sent quotation's PDF is rendered once, in the Enviar
 * transaction, and stored (CotacaoPdfsRepository): every download serves those bytes, the document as
 * it was sent. Drafts, and sent quotations without stored bytes (sent before the table existed, or
 * anonymised since), are rendered; such renders are bounded, past the bound they answer 503.
 */
@Injectable()
export class CotacaoPdf {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pool: PdfRenderPool,
    private readonly arquivos: CotacaoPdfsRepository,
  ) {}

  private async render(cotacao: CotacaoDto, first: boolean, db?: Db, aceite?: AceitePdf): Promise<Buffer> {
    const cliente = await this.arquivos.cliente(cotacao.clienteId, db);
    return this.pool.render({ cotacao, cliente, company: this.config.company, ...(aceite ? { aceite } : {}) }, first);
  }

  /**
   * The answer of GET .../pdf: shown in the browser, saved under the quotation's number. An accepted
   * quotation is the PDF as sent (whose SHA-256 the certificate states), untouched, and an update
   * adding the certificate page, counted in every page's "Página X de Y".
   */
  async file(cotacao: CotacaoDto, aceite?: CotacaoAceite | null): Promise<StreamableFile> {
    const stored = cotacao.status === 'rascunho' ? null : await this.arquivos.guardado(cotacao.id);
    const pdf = stored ?? (await this.pool.download(() => this.render(cotacao, false)));
    // Rendered now for a sent quotation without stored bytes: kept, so the next download reads it.
    if (!stored && cotacao.status !== 'rascunho') await this.arquivos.guardar(cotacao.id, pdf);
    if (!aceite) return this.answer(cotacao, pdf);
    const paginasEnviadas = paginasDe(pdf);
    const acrescimo = await this.pool.download(() =>
      this.render(cotacao, false, undefined, { certificado: aceite, paginasEnviadas }),
    );
    return this.answer(cotacao, comCertificado(pdf, acrescimo));
  }

  private answer(cotacao: CotacaoDto, pdf: Buffer): StreamableFile {
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `inline; filename="${fileName(cotacao)}"`,
    });
  }

  /**
   * In the accept's transaction: the PDF that was sent (stored at Enviar); for a quotation sent before
   * PDFs were stored, the one rendered and stored now, which every download serves from then on.
   */
  async enviado(cotacao: CotacaoDto, db: Db): Promise<Buffer> {
    const stored = await this.arquivos.guardado(cotacao.id, db);
    if (stored) return stored;
    const pdf = await this.render(cotacao, true, db);
    await this.arquivos.guardar(cotacao.id, pdf, db);
    return pdf;
  }

  /**
   * Inside Enviar's transaction: the PDF as sent, stored in that transaction (it commits with the
   * e-mail) and attached. Never refused, and ahead of the downloads waiting.
   */
  async attachment(cotacao: CotacaoDto, db?: Db): Promise<MailAttachment> {
    const content = await this.render(cotacao, true, db);
    await this.arquivos.guardar(cotacao.id, content, db);
    return { filename: fileName(cotacao), contentType: 'application/pdf', contentBase64: content.toString('base64') };
  }
}

/** `COT-2026-000123.pdf`, `COT-2026-000123-rev2.pdf` for later revisions. */
export function fileName(cotacao: Pick<CotacaoDto, 'numero' | 'revisao'>): string {
  return `${cotacao.numero}${cotacao.revisao > 1 ? `-rev${cotacao.revisao}` : ''}.pdf`;
}
