import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Cotacao } from '@portal/shared/dto';
import { scaledText, toScaled, type PedidoStatus } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import QRCode from 'qrcode';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { brCodePix, txidDaCotacao } from './br-code.js';

export interface PixCobranca {
  brcode: string;
  /** The QR code of `brcode` as a PNG data URL. */
  qrCodePng: string;
}

const QR = { errorCorrectionLevel: 'M', margin: 2 } as const;

/**
 * The Pix of a quotation: the first installment, or the total without installments. Read by the
 * customer's /pix route and the acceptance e-mail (one rule for both); it reads nothing itself.
 */
@Injectable()
export class PixService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * The route's answer: 404 when Pix is off, 409 when the quotation is not paid by Pix or its order
   * was cancelled (nothing is owed). An invoiced order keeps its Pix: its installments are still due.
   */
  async daCotacao(cotacao: Cotacao, pedido: PedidoStatus | null = null): Promise<PixCobranca> {
    if (!this.config.pix) throw new NotFoundException(M.pixDesligado);
    if (cotacao.meioPagamento !== 'pix') throw new ConflictException(M.pixNaoEscolhido);
    if (pedido === 'cancelado') throw new ConflictException(M.pixPedidoCancelado);
    const brcode = this.brcode(cotacao)!;
    return { brcode, qrCodePng: await QRCode.toDataURL(brcode, QR) };
  }

  /** The BR Code and its QR as PNG bytes (the e-mail's inline image); null when there is no Pix to pay. */
  async paraEmail(cotacao: Cotacao): Promise<{ brcode: string; png: Buffer } | null> {
    const brcode = this.brcode(cotacao);
    return brcode ? { brcode, png: await QRCode.toBuffer(brcode, { ...QR, type: 'png' }) } : null;
  }

  private brcode(cotacao: Cotacao): string | null {
    const pix = this.config.pix;
    if (!pix || cotacao.meioPagamento !== 'pix') return null;
    const valor = cotacao.parcelas[0]?.valor ?? cotacao.total;
    return brCodePix({
      chave: pix.key,
      nome: pix.merchantName,
      cidade: pix.merchantCity,
      valor: scaledText(toScaled(valor, 2) ?? 0n, 2),
      txid: txidDaCotacao(cotacao.numero),
    });
  }
}
