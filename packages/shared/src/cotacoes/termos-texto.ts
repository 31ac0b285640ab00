import { formatarNumeroBr } from './formatar-numero-br.js';
import { formatarReais } from './formatar-reais.js';
import type { ParcelaCalculada } from './parcelas.js';
import { dataBr } from './regras.js';
import { FRETE_MODALIDADES, MEIOS_PAGAMENTO, type FreteModalidade, type MeioPagamento } from './termos.js';

/** How the PDF, the portal and the editor write the terms: one wording everywhere. */

/** '1ª parcela: 28 dias (33,33%) - vence em 24/12/2026 - R$ 446,57'; without a date while unsent. */
export function parcelaTexto(parcela: ParcelaCalculada, indice: number): string {
  const vence = parcela.vencimento ? ` - vence em ${dataBr(parcela.vencimento)}` : '';
  const dias = parcela.dias === 1 ? '1 dia' : `${parcela.dias} dias`;
  return `${indice + 1}ª parcela: ${dias} (${formatarNumeroBr(parcela.percentual, 2)}%)${vence} - ${formatarReais(parcela.valor)}`;
}

export function meioPagamentoTexto(meio: MeioPagamento | null): string | null {
  return meio ? MEIOS_PAGAMENTO[meio] : null;
}

/** 'CIF (por conta do vendedor) - Transportadora: Rápido Sul'; null when neither is informed. */
export function freteTexto(modalidade: FreteModalidade | null, transportadora: string | null): string | null {
  const partes = [
    modalidade ? FRETE_MODALIDADES[modalidade] : null,
    transportadora ? `Transportadora: ${transportadora}` : null,
  ];
  return partes.filter(Boolean).join(' - ') || null;
}
