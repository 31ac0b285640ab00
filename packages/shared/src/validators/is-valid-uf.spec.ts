import { describe, expect, it } from 'vitest';
import { UFS } from '../constants/ufs.js';
import { isValidUf } from './is-valid-uf.js';

describe('isValidUf', () => {
  it.each(UFS)('accepts %s', (uf) => {
    expect(isValidUf(uf)).toBe(true);
  });

  it.each<unknown>(['sp', 'Sp', ' SP', 'SPP', 'XX', 'BR', '', undefined, null, 35, ['SP']])('rejects %j', (input) => {
    expect(isValidUf(input)).toBe(false);
  });
});
