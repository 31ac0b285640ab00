import { describe, expect, it } from 'vitest';
import { passwordRules } from './password-rules.js';

const okFlags = (pw: unknown) => passwordRules(pw).map((result) => result.ok);

describe('passwordRules', () => {
  it('lists the three rules in spec order with their messages', () => {
    expect(passwordRules('abc')).toEqual([
      { rule: 'minLength', message: 'A senha deve ter ao menos 8 caracteres.', ok: false },
      { rule: 'lettersAndDigits', message: 'A senha deve ter letras e números.', ok: false },
      { rule: 'noSequence', message: 'A senha não pode conter sequências como 123.', ok: true },
    ]);
  });

  it.each<[unknown, boolean[]]>([
    ['Segura2024', [true, true, true]],
    ['ação9876x', [true, true, true]],
    ['abcdefg1', [true, true, true]],
    ['abcdef1', [false, true, true]],
    ['abcdefgh', [true, false, true]],
    ['98765432', [true, false, true]],
    ['Senha123', [true, true, false]],
    ['12345678', [true, false, false]],
    ['a123', [false, true, false]],
    ['', [false, false, true]],
    [undefined, [false, false, true]],
    [12345678, [false, false, true]],
  ])('%j -> %j', (pw, expected) => {
    expect(okFlags(pw)).toEqual(expected);
  });
});
