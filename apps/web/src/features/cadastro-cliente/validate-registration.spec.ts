import { registrationPayload, validateRegistration, type RegistrationForm } from './validate-registration';

const pf: RegistrationForm = {
  tipo_pessoa: 'pf',
  nome: 'Ana Lima',
  email: 'Ana@Exemplo.com',
  cpf: '529.982.247-25',
  cnpj: '',
  razao_social: '',
};
const pj: RegistrationForm = { ...pf, tipo_pessoa: 'pj', cpf: '', cnpj: '12.ABC.345/01DE-35', razao_social: 'ACME' };

describe('public registration rules (docs/produto.md §5)', () => {
  it('accepts a complete pf and pj (alphanumeric CNPJ)', () => {
    expect(validateRegistration(pf)).toEqual({});
    expect(validateRegistration(pj)).toEqual({});
  });

  it('names every missing pf field', () => {
    expect(validateRegistration({ ...pf, nome: ' ', email: '', cpf: '' })).toEqual({
      nome: 'Nome é obrigatório (pessoa física).',
      email: 'Email é obrigatório.',
      cpf: 'CPF é obrigatório.',
    });
  });

  it('names every missing pj field', () => {
    expect(validateRegistration({ ...pj, nome: '', cnpj: '' })).toEqual({
      nome: 'Nome do Responsável é obrigatório (PJ).',
      cnpj: 'CNPJ é obrigatório.',
    });
  });

  it('checks formats and check digits', () => {
    expect(validateRegistration({ ...pf, email: 'a b@c.com', cpf: '111.111.111-11' })).toEqual({
      email: 'Formato de email inválido.',
      cpf: 'CPF inválido.',
    });
    expect(validateRegistration({ ...pj, cnpj: '11.222.333/0001-00' })).toEqual({ cnpj: 'CNPJ inválido.' });
  });

  it('sends unused fields as null and documents without mask', () => {
    expect(registrationPayload(pf)).toEqual({
      tipo_pessoa: 'pf',
      nome: 'Ana Lima',
      email: 'ana@exemplo.com',
      cpf: '52998224725',
      cnpj: null,
      razao_social: null,
    });
    expect(registrationPayload({ ...pj, razao_social: ' ' })).toMatchObject({
      cpf: null,
      cnpj: '12ABC34501DE35',
      razao_social: null,
    });
  });
});
