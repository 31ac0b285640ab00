import { describe, expect, it } from 'vitest';
import { passwordErrors } from './password-errors.js';

const MIN = 'A senha deve ter ao menos 8 caracteres.';
const MIX = 'A senha deve ter letras e números.';
const SEQ = 'A senha não pode conter sequências como 123.';
const MISMATCH = 'As senhas não conferem.';

describe('passwordErrors', () => {
  it.each<[unknown, unknown, string[]]>([
    ['Segura2024', undefined, []],
    ['Segura2024', 'Segura2024', []],
    ['Segura2024', 'outra', [MISMATCH]],
    ['Segura2024', '', [MISMATCH]],
    ['abc', undefined, [MIN, MIX]],
    ['12345678', undefined, [MIX, SEQ]],
    ['a123', 'a1234', [MIN, SEQ, MISMATCH]],
    ['', undefined, [MIN, MIX]],
    [null, undefined, [MIN, MIX]],
  ])('%j / %j', (pw, confirm, expected) => {
    expect(passwordErrors(pw, confirm)).toEqual(expected);
  });
});
