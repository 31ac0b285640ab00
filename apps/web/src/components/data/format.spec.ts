import { formatDate, formatDateTime } from './format';

describe('pt-BR formats', () => {
  it('formats dates day/month/year', () => {
    expect(formatDate('2026-11-05T12:00:00')).toBe('05/11/2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats date-times', () => {
    expect(formatDateTime('2026-11-05T14:07:09')).toBe('05/11/2026, 14:07:09');
  });
});
