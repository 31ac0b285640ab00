import { describe, expect, it } from 'vitest';
import { cadastroClienteSuccessMessage } from './cadastro-cliente-success-message.js';

const PREFIX =
  'Sua conta foi criada! Verifique seu email para definir sua senha. Você será direcionado para o login em ';

describe('cadastroClienteSuccessMessage', () => {
  it.each([
    [9, `${PREFIX}9`],
    [1, `${PREFIX}1`],
    [0, `${PREFIX}0`],
  ])('%i seconds left', (seconds, expected) => {
    expect(cadastroClienteSuccessMessage(seconds)).toBe(expected);
  });
});
