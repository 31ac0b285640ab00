import { decimalInput, decimalText } from './decimal-text';

describe('decimalText', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['12,5', '12.5'],
    ['3.5', '3.5'],
    ['1.000.000', '1000000'],
    [' R$ 10 ', '10'],
    ['0', '0'],
  ])('%s -> %s', (input, expected) => expect(decimalText(input)).toBe(expected));

  it.each(['', 'abc', '-1', '1,2,3', '1e3'])('%s is not a number', (input) => expect(decimalText(input)).toBeNull());

  it('writes numbers back with a comma', () => {
    expect(decimalInput(1234.5)).toBe('1234,5');
    expect(decimalInput(null)).toBe('');
  });
});
