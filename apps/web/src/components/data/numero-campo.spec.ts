import { numeroExibido, numeroNoCampo, valorDigitado } from './numero-campo';

describe('number fields', () => {
  it('show what the server sent the Brazilian way', () => {
    expect(numeroNoCampo(1500, 3)).toBe('1.500');
    expect(numeroNoCampo(1.5, 3)).toBe('1,5');
    expect(numeroNoCampo(1234.5, 2, true)).toBe('1.234,50');
    expect(numeroNoCampo(null, 2)).toBe('');
  });

  it('read what was typed with the shared reader', () => {
    expect(valorDigitado('1.500', 3)).toBe('1500');
    expect(valorDigitado('1.234,56', 2)).toBe('1234.56');
    expect(valorDigitado('1,234.56', 2)).toBeNull();
    expect(valorDigitado('', 2)).toBeNull();
  });

  it('show the typed value formatted when not focused, and a text that is not a number as typed', () => {
    expect(numeroExibido('1500', 3)).toBe('1.500');
    expect(numeroExibido('1234.5', 2, true)).toBe('1.234,50');
    expect(numeroExibido('12,5x', 2)).toBe('12,5x');
  });
});
