import { describe, expect, it } from 'vitest';
import { PEDIDO_STATUSES, PEDIDO_TRANSICOES, pedidoAcoesPermitidas } from './pedido-transitions.js';

describe('PEDIDO_TRANSICOES', () => {
  it('staff invoice or cancel an open order; nothing leaves faturado or cancelado', () => {
    expect(pedidoAcoesPermitidas('aberto')).toEqual(['faturar', 'cancelar']);
    expect(pedidoAcoesPermitidas('faturado')).toEqual([]);
    expect(pedidoAcoesPermitidas('cancelado')).toEqual([]);
  });

  it('every line moves between known statuses, with an audit action of its own', () => {
    const linhas = Object.values(PEDIDO_TRANSICOES);
    for (const linha of linhas) {
      expect(PEDIDO_STATUSES).toContain(linha.para);
      for (const de of linha.de) expect(PEDIDO_STATUSES).toContain(de);
    }
    expect(new Set(linhas.map((l) => l.auditoria)).size).toBe(linhas.length);
  });
});
