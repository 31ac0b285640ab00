import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { scaledText, toScaled } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import QRCode from 'qrcode';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { MinhasCotacoesService } from '../minhas-cotacoes.service.js';
import { brCodePix, txidDaCotacao } from './br-code.js';

export interface PixCobranca {
  brcode: string;
  /** The QR code of `brcode` as a PNG data URL. */
  qrCodePng: string;
}

/** The Pix of a customer's quotation: the first installment, or the total without installments. */
@Injectable()
export class PixService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly minhas: MinhasCotacoesService,
  ) {}

  /** 404 for another customer's quotation or a draft (as the quotation itself), or when Pix is off. */
  async daCotacao(clienteId: number | null, id: number): Promise<PixCobranca> {
    const cotacao = await this.minhas.get(clienteId, id);
    const pix = this.config.pix;
    if (!pix) throw new NotFoundException(M.pixDesligado);
    if (cotacao.meioPagamento !== 'pix') throw new ConflictException(M.pixNaoEscolhido);
    const valor = cotacao.parcelas[0]?.valor ?? cotacao.total;
    const brcode = brCodePix({
      chave: pix.key,
      nome: pix.merchantName,
      cidade: pix.merchantCity,
      valor: scaledText(toScaled(valor, 2) ?? 0n, 2),
      txid: txidDaCotacao(cotacao.numero),
    });
    return { brcode, qrCodePng: await QRCode.toDataURL(brcode, { errorCorrectionLevel: 'M', margin: 2 }) };
  }
}
