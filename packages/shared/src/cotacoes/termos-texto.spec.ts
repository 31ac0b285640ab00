import { describe, expect, it } from 'vitest';
import { freteTexto, meioPagamentoTexto, parcelaTexto } from './termos-texto.js';

describe('terms wording', () => {
  it('writes an installment with its due date once there is one', () => {
    expect(parcelaTexto({ dias: 28, percentual: 33.33, valor: 446.57, vencimento: '2026-12-24' }, 0)).toBe(
      '1ª parcela: 28 dias (33,33%) - vence em 24/12/2026 - R$ 446,57',
    );
    expect(parcelaTexto({ dias: 1, percentual: 100, valor: 10, vencimento: null }, 1)).toBe(
      '2ª parcela: 1 dia (100%) - R$ 10,00',
    );
  });

  it('writes payment and freight', () => {
    expect(meioPagamentoTexto('cartao')).toBe('Cartão');
    expect(meioPagamentoTexto(null)).toBeNull();
    expect(freteTexto('FOB', 'Rápido Sul')).toBe('FOB (por conta do comprador) - Transportadora: Rápido Sul');
    expect(freteTexto(null, null)).toBeNull();
  });
});
