import { describe, expect, it } from 'vitest';
import { idEnviado } from './id-enviado.js';

describe('idEnviado', () => {
  it('reads digits in text as the number and leaves anything else as sent', () => {
    expect(['12', ' 7 ', '2147483647'].map(idEnviado)).toEqual([12, 7, 2147483647]);
    for (const value of [12, '1.5', '-1', '0x10', '', 'abc', null, undefined, '12345678901'])
      expect(idEnviado(value)).toBe(value);
  });
});
