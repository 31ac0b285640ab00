import { describe, expect, it } from 'vitest';
import { isValidEmail } from './is-valid-email.js';

// 64 + 1 + n + 4 characters
const ofLength = (total: number) => `${'a'.repeat(64)}@${'b'.repeat(total - 69)}.com`;

describe('isValidEmail', () => {
  it.each<[unknown, boolean]>([
    ['maria@empresa.com.br', true],
    ['joao.silva+cotacoes@exemplo.com', true],
    ['CONTATO@EMPRESA.COM', true],
    ['a@b.co', true],
    ['jose_ç@empresa.com.br', true],
    [ofLength(254), true],
    [ofLength(255), false],
    ['maria@empresa', false],
    ['maria.empresa.com', false],
    ['@empresa.com', false],
    ['maria@', false],
    ['maria@@empresa.com', false],
    ['maria@emp@resa.com', false],
    ['maria@.com', false],
    ['maria@empresa.', false],
    ['maria@empresa..com', false],
    ['maria silva@empresa.com', false],
    [' maria@empresa.com', false],
    ['maria@empresa.com ', false],
    ['maria@empresa.com\n', false],
    ['maria@empresa\u00a0.com', false],
    ['', false],
    [undefined, false],
    [null, false],
    [42, false],
    [['a@b.co'], false],
  ])('%j -> %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });
});
