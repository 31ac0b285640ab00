import { describe, expect, it } from 'vitest';
import { normalizeUsuarioInterno, usuarioInternoErrors } from './usuario-interno-errors.js';

const errorsOf = (input: object) => usuarioInternoErrors(normalizeUsuarioInterno(input));

describe('usuarioInternoErrors', () => {
  it('normalises as stored: lower-case e-mail, single-spaced name, bare phone, numbers from text', () => {
    expect(
      normalizeUsuarioInterno({
        email: ' Ana@Portal.COM ',
        name: '  Ana   Lima ',
        phoneNumber: '(11) 91234-5678',
        status: '0',
        roleId: ' 2 ',
      }),
    ).toEqual({ email: 'ana@portal.com', name: 'Ana Lima', phoneNumber: '11912345678', status: 0, roleId: 2 });
    expect(normalizeUsuarioInterno({ email: '  ', phoneNumber: '', roleId: '' })).toEqual({
      email: undefined,
      name: undefined,
      phoneNumber: undefined,
      status: undefined,
      roleId: '',
    });
    expect(errorsOf({ email: 'ana@portal.com', name: 'Ana Lima', phoneNumber: null, status: 1, roleId: 2 })).toEqual(
      {},
    );
  });

  it('gives the contract messages, in field order', () => {
    expect(errorsOf({ status: 'ativo', roleId: '' })).toEqual({
      email: 'E-mail é obrigatório.',
      name: 'Nome é obrigatório.',
      status: 'Status deve ser 1 (Ativo) ou 0 (Inativo).',
      roleId: 'Selecione o perfil de acesso.',
    });
    expect(errorsOf({ email: 'x@', name: 'Ana', phoneNumber: '(11)1234', roleId: 2 })).toEqual({
      email: 'Formato de e-mail inválido.',
      name: 'Informe ao menos duas palavras no nome.',
      phoneNumber: 'Telefone deve ter 10 ou 11 dígitos.',
    });
  });

  it('bounds the name and the role id', () => {
    expect(errorsOf({ email: 'a@b.com', name: `Ana ${'x'.repeat(252)}`, roleId: 2_147_483_648 })).toEqual({
      name: 'Nome deve ter no máximo 255 caracteres.',
      roleId: 'Selecione o perfil de acesso.',
    });
    expect(errorsOf({ email: 'a@b.com', name: 'Ana Lima', roleId: '12345678901' })).toEqual({
      roleId: 'Selecione o perfil de acesso.',
    });
  });
});
