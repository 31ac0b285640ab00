import { formatDate, formatDateTime, formatMoney } from './format';

describe('pt-BR formats', () => {
  it('formats money in reais', () => {
    expect(formatMoney(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatMoney('10')).toMatch(/^R\$\s10,00$/);
    expect(formatMoney(null)).toBe('');
  });

  it('formats dates day/month/year', () => {
    expect(formatDate('2026-11-05T12:00:00')).toBe('05/11/2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats date-times', () => {
    expect(formatDateTime('2026-11-05T14:07:09')).toBe('05/11/2026, 14:07:09');
  });
});
