import { describe, expect, it } from 'vitest';
import { checkPassword } from './check-password.js';

describe('checkPassword', () => {
  it('gives the four checklist lines, the last one for the confirmation', () => {
    expect(checkPassword('Segura2024', 'Segura2024')).toEqual([
      { rule: 'minLength', message: 'A senha deve ter ao menos 8 caracteres.', ok: true },
      { rule: 'lettersAndDigits', message: 'A senha deve ter letras e números.', ok: true },
      { rule: 'noSequence', message: 'A senha não pode conter sequências como 123.', ok: true },
      { rule: 'confirmation', message: 'As senhas não conferem.', ok: true },
    ]);
  });

  it.each<[unknown, unknown, boolean[]]>([
    ['Segura2024', 'Segura2024', [true, true, true, true]],
    ['Segura2024', 'Segura202', [true, true, true, false]],
    ['Senha123', 'Senha123', [true, true, false, true]],
    ['', '', [false, false, true, false]],
    [undefined, undefined, [false, false, true, false]],
  ])('%j / %j -> %j', (pw, confirm, expected) => {
    expect(checkPassword(pw, confirm).map((line) => line.ok)).toEqual(expected);
  });
});
