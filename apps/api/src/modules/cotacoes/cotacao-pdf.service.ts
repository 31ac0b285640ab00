import { ConflictException, Inject, Injectable, StreamableFile } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import { COTACAO_MESSAGES } from '@portal/shared/messages';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { Db } from '../../database/database.js';
import type { MailAttachment } from '../mail/index.js';
import type { AuditRow } from '../audit/index.js';
import { CotacaoPdfsRepository } from './cotacao-pdfs.repository.js';
import type { CotacaoDto } from './dto/cotacao.response.js';
import type { CotacaoAceite } from '@portal/shared/dto';
import { PdfRenderPool } from './pdf/pdf-render-pool.js';
import { comCertificado, paginasDe } from './pdf/cotacao-pdf-aceite.js';
import type { AceitePdf, CotacaoPdfCliente } from './pdf/cotacao-pdf-input.js';

/** How the OpenAPI document describes the PDF answers. */
export const PDF_RESPONSE = {
  description: 'O PDF da cotação.',
  content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
};

/**
 * A PDF rendered for Enviar before its transaction, with what it was rendered from: the transaction
 * stores and attaches it only if the quotation and customer it commits print the same (`confirmar`).
 */
export interface PdfPreparado {
  cotacao: CotacaoDto;
  cliente: CotacaoPdfCliente;
  content: Buffer;
}

/**
 * The quotation's PDF: the answer of GET .../pdf and the attachment of the Enviar e-mail. Rendered
 * off the event loop (PdfRenderPool). A sent quotation's PDF is rendered once, when it is sent, and
 * stored (CotacaoPdfsRepository): every download serves those bytes, the document as it was sent.
 * Drafts, and sent quotations without stored bytes (sent before the table existed, or anonymised
 * since), are rendered; renders are bounded, past the bound they answer 503.
 */
@Injectable()
export class CotacaoPdf {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pool: PdfRenderPool,
    private readonly arquivos: CotacaoPdfsRepository,
  ) {}

  private async render(cotacao: CotacaoDto, como: Render = {}): Promise<Buffer> {
    const cliente = await this.arquivos.cliente(cotacao.clienteId, como.db, como.acesso);
    const { aceite } = como;
    return this.pool.render(
      { cotacao, cliente, company: this.config.company, ...(aceite ? { aceite } : {}) },
      como.first,
    );
  }

  /**
   * The answer of GET .../pdf: shown in the browser, saved under the quotation's number. An accepted
   * quotation is the PDF as sent (whose SHA-256 the certificate states), untouched, and an update
   * adding the certificate page, counted in every page's "Página X de Y". `acesso`: the staff
   * download's personal-data access record, written by the statement that reads what the PDF prints
   * (the stored bytes, else the customer block); a download refused (503) or not found writes none.
   */
  async file(cotacao: CotacaoDto, aceite?: CotacaoAceite | null, acesso: AuditRow[] = []): Promise<StreamableFile> {
    if (!aceite) return this.answer(cotacao, await this.comoEnviado(cotacao, acesso, false));
    // Admitted before any read, so a 503 records no access.
    return this.pool.download(async () => {
      const pdf = await this.comoEnviado(cotacao, acesso, true);
      const certificado = { certificado: aceite, paginasEnviadas: paginasDe(pdf) };
      return this.answer(cotacao, comCertificado(pdf, await this.render(cotacao, { aceite: certificado })));
    });
  }

  /** The stored bytes, else rendered now (a sent quotation's kept, so the next download reads them). */
  private async comoEnviado(cotacao: CotacaoDto, acesso: AuditRow[], admitido: boolean): Promise<Buffer> {
    const stored = cotacao.status === 'rascunho' ? null : await this.arquivos.guardado(cotacao.id, undefined, acesso);
    if (stored) return stored;
    const render = () => this.render(cotacao, { acesso });
    const pdf = admitido ? await render() : await this.pool.download(render);
    if (cotacao.status !== 'rascunho') await this.arquivos.guardar(cotacao.id, pdf);
    return pdf;
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
    const pdf = await this.render(cotacao, { first: true, db });
    await this.arquivos.guardar(cotacao.id, pdf, db);
    return pdf;
  }

  /**
   * Enviar's PDF, rendered BEFORE its transaction (a render waiting for a worker under load must not
   * hold a transaction open past its timeout): `cotacao` as it will be once sent. Admitted like a
   * download (503 past the bound), then ahead of the downloads waiting.
   */
  preparar(cotacao: CotacaoDto): Promise<PdfPreparado> {
    return this.pool.download(async () => {
      const cliente = await this.arquivos.cliente(cotacao.clienteId);
      const content = await this.pool.render({ cotacao, cliente, company: this.config.company }, true);
      return { cotacao, cliente, content };
    });
  }

  /**
   * Inside Enviar's transaction, after the status changed: `cotacao` is the quotation as it commits.
   * If what it prints, or its customer block (read now), differs from what `preparado` was rendered
   * from, someone changed it meanwhile: 409, and the transaction (with the status) rolls back. Else
   * the PDF is stored in that transaction (it commits with the e-mail) and answered as the attachment.
   */
  async confirmar(preparado: PdfPreparado, cotacao: CotacaoDto, db: Db): Promise<MailAttachment> {
    const cliente = await this.arquivos.cliente(cotacao.clienteId, db);
    const mesmo = isDeepStrictEqual(impresso(preparado.cotacao), impresso(cotacao));
    if (!mesmo || !isDeepStrictEqual(preparado.cliente, cliente))
      throw new ConflictException(COTACAO_MESSAGES.alteradaDuranteEnvio);
    await this.arquivos.guardar(cotacao.id, preparado.content, db);
    const contentBase64 = preparado.content.toString('base64');
    return { filename: fileName(cotacao), contentType: 'application/pdf', contentBase64 };
  }
}

/** How one render is asked for: ahead of downloads (`first`), in a transaction, the certificate page, a record. */
interface Render {
  first?: boolean;
  db?: Db;
  aceite?: AceitePdf;
  acesso?: AuditRow[];
}

/** What of a quotation the PDF depends on: not its version, history or other revisions (which Enviar itself changes). */
function impresso(cotacao: CotacaoDto): Omit<CotacaoDto, 'versao' | 'historico' | 'revisoes'> {
  const { versao: _versao, historico: _historico, revisoes: _revisoes, ...resto } = cotacao;
  return resto;
}

/** `COT-2026-000123.pdf`, `COT-2026-000123-rev2.pdf` for later revisions. */
export function fileName(cotacao: Pick<CotacaoDto, 'numero' | 'revisao'>): string {
  return `${cotacao.numero}${cotacao.revisao > 1 ? `-rev${cotacao.revisao}` : ''}.pdf`;
}
