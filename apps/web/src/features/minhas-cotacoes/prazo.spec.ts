import { respondivel, venceEm, vencida } from './prazo';

// 2026-11-24 10:00 in Brasília (13:00 UTC).
const NOW = new Date('2026-11-24T13:00:00Z');
const enviada = (validade: string) => ({ status: 'enviada' as const, validade });

describe('venceEm', () => {
  it('counts whole days in Brasília', () => {
    expect(venceEm(enviada('2026-11-24'), NOW)).toBe('vence hoje');
    expect(venceEm(enviada('2026-11-25'), NOW)).toBe('vence amanhã');
    expect(venceEm(enviada('2026-12-09'), NOW)).toBe('vence em 15 dias');
    expect(venceEm(enviada('2026-11-23'), NOW)).toBe('vencida');
  });

  it('says nothing for answered quotations', () => {
    expect(venceEm({ status: 'aceita', validade: '2026-12-09' }, NOW)).toBe('');
  });

  it('at 23:30 in Brasília (02:30 UTC next day) it is still the same day', () => {
    expect(venceEm(enviada('2026-11-24'), new Date('2026-11-25T02:30:00Z'))).toBe('vence hoje');
    expect(vencida(enviada('2026-11-24'), new Date('2026-11-25T03:00:01Z'))).toBe(true);
  });
});

describe('respondivel', () => {
  it('sent, within validity (Brasília) and the customer active: nothing else can be answered', () => {
    expect(respondivel(enviada('2026-11-24'), NOW)).toBe(true);
    expect(respondivel(enviada('2026-11-24'), new Date('2026-11-25T02:59:59Z'))).toBe(true);
    expect(respondivel(enviada('2026-11-24'), new Date('2026-11-25T03:00:00Z'))).toBe(false);
    expect(respondivel({ ...enviada('2026-12-09'), clienteAtivo: false }, NOW)).toBe(false);
    for (const status of ['rascunho', 'aceita', 'recusada', 'expirada', 'cancelada', 'substituida'] as const)
      expect(respondivel({ status, validade: '2026-12-09' }, NOW)).toBe(false);
  });
});
