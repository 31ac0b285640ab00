import { describe, expect, it } from 'vitest';
import { isSuccessMessage } from './is-success-message.js';

describe('isSuccessMessage', () => {
  it.each([
    ['Login realizado com sucesso!', true],
    ['Dados atualizados com sucesso!', true],
    ['Sucesso.', true],
    ['E-mail ou senha inválidos.', false],
    ['Erro ao realizar login.', false],
    ['insucesso total', false],
    ['', false],
    [undefined, false],
    [null, false],
    [42, false],
    [{ message: 'sucesso' }, false],
  ])('%j -> %s', (message, expected) => {
    expect(isSuccessMessage(message)).toBe(expected);
  });
});
