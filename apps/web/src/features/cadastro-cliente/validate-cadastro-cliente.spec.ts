import { cadastroClientePayload, validateCadastroCliente, type CadastroClienteForm } from './validate-cadastro-cliente';

const pf: CadastroClienteForm = {
  tipo_pessoa: 'pf',
  nome: 'Ana Lima',
  email: 'Ana@Exemplo.com',
  cpf: '529.982.247-25',
  cnpj: '',
  razao_social: '',
};
const pj: CadastroClienteForm = { ...pf, tipo_pessoa: 'pj', cpf: '', cnpj: '12.ABC.345/01DE-35', razao_social: 'ACME' };

describe('public registration rules (docs/produto.md §5)', () => {
  it('accepts a complete pf and pj (alphanumeric CNPJ)', () => {
    expect(validateCadastroCliente(pf)).toEqual({});
    expect(validateCadastroCliente(pj)).toEqual({});
  });

  it('names every missing pf field', () => {
    expect(validateCadastroCliente({ ...pf, nome: ' ', email: '', cpf: '' })).toEqual({
      nome: 'Nome é obrigatório (pessoa física).',
      email: 'Email é obrigatório.',
      cpf: 'CPF é obrigatório.',
    });
  });

  it('names every missing pj field', () => {
    expect(validateCadastroCliente({ ...pj, nome: '', cnpj: '' })).toEqual({
      nome: 'Nome do Responsável é obrigatório (PJ).',
      cnpj: 'CNPJ é obrigatório.',
    });
  });

  it('checks formats and check digits', () => {
    expect(validateCadastroCliente({ ...pf, email: 'a b@c.com', cpf: '111.111.111-11' })).toEqual({
      email: 'Formato de email inválido.',
      cpf: 'CPF inválido.',
    });
    expect(validateCadastroCliente({ ...pj, cnpj: '11.222.333/0001-00' })).toEqual({ cnpj: 'CNPJ inválido.' });
  });

  it('sends unused fields as null and documents without mask', () => {
    expect(cadastroClientePayload(pf)).toEqual({
      tipo_pessoa: 'pf',
      nome: 'Ana Lima',
      email: 'ana@exemplo.com',
      cpf: '52998224725',
      cnpj: null,
      razao_social: null,
    });
    expect(cadastroClientePayload({ ...pj, razao_social: ' ' })).toMatchObject({
      cpf: null,
      cnpj: '12ABC34501DE35',
      razao_social: null,
    });
  });
});
