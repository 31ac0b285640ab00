import { csvField, csvLine, dateTimePtBr } from './csv.js';

describe('csv', () => {
  it('quotes only what needs it and doubles quotes', () => {
    expect(csvField('simples')).toBe('simples');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField('linha\nnova')).toBe('"linha\nnova"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('neutralises text Excel would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(1)')).toBe("'@SUM(1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('joins with ; and ends lines with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b;c'])).toBe('a;1;;"b;c"\r\n');
  });

  it('writes dates in pt-BR, Brasília time', () => {
    expect(dateTimePtBr(new Date('2026-11-22T15:04:05Z'))).toBe('22/11/2026 12:04:05');
    expect(dateTimePtBr(null)).toBe('');
  });
});
