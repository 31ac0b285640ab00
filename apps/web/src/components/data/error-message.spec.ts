import { ApiError } from '@/lib/api-client';
import { answerMessage, errorMessage } from './error-message';

describe('errorMessage', () => {
  it('prefers the server text, then the fallback', () => {
    expect(errorMessage(new ApiError('CPF já cadastrado.', 409, { message: 'CPF já cadastrado.' }), 'F')).toBe(
      'CPF já cadastrado.',
    );
    expect(errorMessage(new ApiError('Sem permissão', 403, { error: 'Sem permissão' }), 'F')).toBe('Sem permissão');
    expect(errorMessage(new ApiError('Erro HTTP 500', 500, undefined), 'Erro ao salvar produto.')).toBe(
      'Erro ao salvar produto.',
    );
    expect(errorMessage(new ApiError('Erro de conexão.', 0), 'F')).toBe('Erro de conexão.');
    expect(errorMessage(new TypeError('x'), 'F')).toBe('F');
  });

  it('reads the message of a successful answer', () => {
    expect(answerMessage({ message: 'Usuário criado com sucesso!' }, 'F')).toBe('Usuário criado com sucesso!');
    expect(answerMessage(undefined, 'F')).toBe('F');
  });
});
