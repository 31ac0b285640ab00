import type { ParcelaCalculada } from '@portal/shared/cotacoes';
import { formatarReais, meioPagamentoTexto, parcelaTexto, vendedorTexto } from '@portal/shared/cotacoes';
import type { MeioPagamento } from '@portal/shared/cotacoes';
import { escapeHtml, type MailContent } from '../mail/index.js';
import { cotacaoMail, rotulo, type CotacaoResumoMail } from './cotacao-mails.js';

/** The Content-ID of the QR code image the Pix block shows (attached inline). */
export const PIX_QR_CID = 'pix-qrcode@portal';

/** What the customer's confirmation says beyond the summary: the order, the terms, the Pix. */
export interface AceiteConfirmacao {
  pedidoId: number;
  /** Who accepted (the login's name). */
  usuarioNome: string;
  /** 'DD/MM/AAAA HH:MM:SS' in Brasília. */
  aceitoEmBrasilia: string;
  meioPagamento: MeioPagamento | null;
  parcelas: ParcelaCalculada[];
  /** With Pix configured and chosen: the "copia e cola" of the first installment (or the total). */
  pix: { brcode: string; valor: number | string } | null;
}

function pixBloco(a: AceiteConfirmacao): { text: string[]; html: string } {
  if (!a.pix) return { text: [], html: '' };
  const qual = a.parcelas.length
    ? `a 1ª parcela (${formatarReais(a.pix.valor)})`
    : `o total (${formatarReais(a.pix.valor)})`;
  const intro = `Pague com Pix ${qual}: leia o QR code no aplicativo do seu banco ou use o código Pix copia e cola abaixo.`;
  return {
    text: [intro, 'Pix copia e cola:', a.pix.brcode],
    html: `<h3 style="margin:16px 0 4px">Pague com Pix</h3>
<p>${escapeHtml(intro)}</p>
<p><img src="cid:${PIX_QR_CID}" alt="QR code Pix" width="220" height="220"></p>
<p><strong>Pix copia e cola:</strong></p>
<p style="font-family:monospace;word-break:break-all;background:#f4f4f4;padding:8px">${escapeHtml(a.pix.brcode)}</p>`,
  };
}

/**
 * To every recipient of the customer's quotation e-mails when the customer accepts: the
 * confirmation, with the order, the accepted total, the installments and, with Pix, the code to pay.
 */
export function cotacaoAceitaClienteMail(nome: string, c: CotacaoResumoMail, a: AceiteConfirmacao): MailContent {
  const parcelas = a.parcelas.map(parcelaTexto);
  const meio = meioPagamentoTexto(a.meioPagamento);
  const pix = pixBloco(a);
  const linhas: [string, string][] = [
    ['Cotação', rotulo(c)],
    ['Cliente', c.clienteNome],
    ['Pedido', `nº ${a.pedidoId}`],
    ['Total aceito', formatarReais(c.total)],
    ...(meio ? [['Meio de pagamento', meio] as [string, string]] : []),
    ...(c.vendedor ? [['Vendedor', vendedorTexto(c.vendedor)] as [string, string]] : []),
  ];
  const parcelasHtml = parcelas.length
    ? `<p style="margin:12px 0 4px"><strong>Parcelas</strong></p>\n<ul>${parcelas.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`
    : '';
  const texto = [...(parcelas.length ? ['Parcelas:', ...parcelas] : []), ...(pix.text.length ? ['', ...pix.text] : [])];
  return cotacaoMail({
    subject: `${c.empresa}: cotação ${rotulo(c)} aceita - pedido nº ${a.pedidoId}`,
    greeting: `Olá, ${nome}!`,
    intro: `${a.usuarioNome} aceitou a cotação ${rotulo(c)} para ${c.clienteNome} em ${a.aceitoEmBrasilia} (horário de Brasília). O pedido nº ${a.pedidoId} foi criado no valor de ${formatarReais(c.total)}. Guarde este e-mail como confirmação; dúvidas, responda a ele.`,
    c,
    action: 'Ver o pedido no portal',
    linhas,
    bloco: texto.length ? { text: texto.join('\n').trim(), html: `${parcelasHtml}\n${pix.html}` } : undefined,
  });
}
