import { EMPTY_USUARIO, toUsuarioInput, validateUsuario } from './usuario-interno-form';

describe('validateUsuario', () => {
  it('gives the required messages', () => {
    expect(validateUsuario(EMPTY_USUARIO)).toEqual({
      email: 'E-mail é obrigatório.',
      name: 'Nome é obrigatório.',
      roleId: 'Selecione o perfil de acesso.',
    });
  });

  it('checks e-mail format, two words and phone length', () => {
    expect(validateUsuario({ email: 'x@', name: 'Ana', phoneNumber: '(11)1234', roleId: '2', status: '1' })).toEqual({
      email: 'Formato de e-mail inválido.',
      name: 'Informe ao menos duas palavras no nome.',
      phoneNumber: 'Telefone deve ter 10 ou 11 dígitos.',
    });
  });

  it('accepts a full form and builds the body', () => {
    const form = {
      email: 'Ana@Portal.com',
      name: 'Ana Lima',
      phoneNumber: '(11)91234-5678',
      roleId: '2',
      status: '0' as const,
    };
    expect(validateUsuario(form)).toEqual({});
    expect(toUsuarioInput(form, 5)).toEqual({
      id: 5,
      email: 'ana@portal.com',
      name: 'Ana Lima',
      phoneNumber: '11912345678',
      status: 0,
      roleId: 2,
    });
  });
});
