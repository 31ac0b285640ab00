import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { Db } from '../../database/db.js';
import type { MailAttachment } from '../mail/mail.service.js';
import { CotacoesRepository } from './cotacoes.repository.js';
import type { CotacaoDto } from './dto/cotacao.response.js';
import { renderCotacaoPdf } from './pdf/render-cotacao-pdf.js';

/** How the OpenAPI document describes the PDF answers. */
export const PDF_RESPONSE = {
  description: 'O PDF da cotação.',
  content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
};

/** The quotation's PDF: the answer of GET .../pdf and the attachment of the Enviar e-mail. */
@Injectable()
export class CotacaoPdf {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leitura: CotacoesRepository,
  ) {}

  async render(cotacao: CotacaoDto, db?: Db): Promise<Buffer> {
    const cliente = await this.leitura.clienteParaPdf(cotacao.clienteId, db);
    return renderCotacaoPdf({ cotacao, cliente, company: this.config.company });
  }

  /** The answer of GET .../pdf: shown in the browser, saved under the quotation's number. */
  async file(cotacao: CotacaoDto): Promise<StreamableFile> {
    return new StreamableFile(await this.render(cotacao), {
      type: 'application/pdf',
      disposition: `inline; filename="${fileName(cotacao)}"`,
    });
  }

  async attachment(cotacao: CotacaoDto, db?: Db): Promise<MailAttachment> {
    const content = await this.render(cotacao, db);
    return { filename: fileName(cotacao), contentType: 'application/pdf', contentBase64: content.toString('base64') };
  }
}

/** `COT-2026-000123.pdf`, `COT-2026-000123-rev2.pdf` for later revisions. */
export function fileName(cotacao: Pick<CotacaoDto, 'numero' | 'revisao'>): string {
  return `${cotacao.numero}${cotacao.revisao > 1 ? `-rev${cotacao.revisao}` : ''}.pdf`;
}
