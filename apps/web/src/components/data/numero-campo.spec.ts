import { numeroExibido } from './numero-campo';

describe('number fields', () => {
  it('show the typed value formatted when not focused, and a text that is not a number as typed', () => {
    expect(numeroExibido('1500', 3)).toBe('1.500');
    expect(numeroExibido('1234.5', 2, true)).toBe('1.234,50');
    expect(numeroExibido('12,5x', 2)).toBe('12,5x');
  });
});
