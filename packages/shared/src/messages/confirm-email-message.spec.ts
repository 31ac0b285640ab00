import { describe, expect, it } from 'vitest';
import { confirmEmailMessage } from './confirm-email-message.js';

describe('confirmEmailMessage', () => {
  it.each([
    ['success', 'E-mail confirmado com sucesso!'],
    ['already-confirmed', 'Este e-mail já estava confirmado.'],
    ['not-found', 'Conta não encontrada.'],
    ['error', 'Token inválido ou expirado.'],
    ['SUCCESS', 'Ocorreu um problema ao confirmar seu e-mail.'],
    ['default', 'Ocorreu um problema ao confirmar seu e-mail.'],
    ['toString', 'Ocorreu um problema ao confirmar seu e-mail.'],
    ['', 'Ocorreu um problema ao confirmar seu e-mail.'],
    [null, 'Ocorreu um problema ao confirmar seu e-mail.'],
    [undefined, 'Ocorreu um problema ao confirmar seu e-mail.'],
    [['success'], 'Ocorreu um problema ao confirmar seu e-mail.'],
  ])('%j', (status, expected) => {
    expect(confirmEmailMessage(status)).toBe(expected);
  });
});
