import { CLIENTE_MESSAGES as M } from '@portal/shared/messages';
import { EMPTY_CLIENTE, toClienteInput, validateCliente, type ClienteForm } from './cliente-form';

const address = {
  cep: '01310-100',
  logradouro: 'AV PAULISTA',
  numero: '1000',
  bairro: 'BELA VISTA',
  cidade: 'SAO PAULO',
  uf: 'SP',
};
const pf: ClienteForm = { ...EMPTY_CLIENTE, ...address, nome: 'Ana Souza', cpf: '529.982.247-25' };
const pj: ClienteForm = {
  ...EMPTY_CLIENTE,
  ...address,
  tipo_pessoa: 'pj',
  nome: 'Loja',
  razao_social: 'LOJA LTDA',
  cnpj: '11.222.333/0001-81',
  email_faturamento: 'fin@loja.com.br',
  ie: '123456',
};

describe('validateCliente', () => {
  it('accepts a complete pf and pj', () => {
    expect(validateCliente(pf)).toEqual({});
    expect(validateCliente(pj)).toEqual({});
    expect(validateCliente({ ...pj, ie: '', isento_ie: true })).toEqual({});
  });

  it('gives every required message of an empty pf form', () => {
    expect(validateCliente(EMPTY_CLIENTE)).toEqual({
      nome: M.nomeRequiredPf,
      cpf: M.cpfRequired,
      logradouro: M.logradouroRequired,
      bairro: M.bairroRequired,
      cidade: M.cidadeRequired,
      uf: M.ufRequired,
      cep: M.cepRequired,
      numero: M.numeroRequired,
    });
  });

  it('gives every required message of an empty pj form', () => {
    expect(validateCliente({ ...EMPTY_CLIENTE, tipo_pessoa: 'pj' })).toMatchObject({
      nome: 'Nome/Fantasia é obrigatório (PJ).',
      cnpj: 'CNPJ é obrigatório',
      razao_social: 'Razão Social é obrigatória (PJ).',
      email_faturamento: 'Email de faturamento é obrigatório (PJ).',
      ie: 'Obrigatória (PJ não isenta).',
    });
  });

  it('rejects bad documents, e-mail and CEP', () => {
    expect(validateCliente({ ...pf, cpf: '111.111.111-11', email_faturamento: 'a b@c', cep: '0131' })).toEqual({
      cpf: 'CPF inválido',
      email_faturamento: 'Formato de e-mail inválido',
      cep: 'CEP inválido',
    });
    expect(validateCliente({ ...pj, cnpj: '11.222.333/0001-82' })).toEqual({ cnpj: 'CNPJ inválido' });
  });
});

describe('toClienteInput', () => {
  it('unmasks, normalizes case and nulls the other type', () => {
    expect(toClienteInput({ ...pj, email_faturamento: 'FIN@Loja.com.br', logradouro: 'av x' }, 7)).toMatchObject({
      id: 7,
      cnpj: '11222333000181',
      cpf: null,
      email_faturamento: 'fin@loja.com.br',
      logradouro: 'AV X',
      cep: '01310100',
      ie: '123456',
      complemento: null,
    });
    expect(toClienteInput({ ...pf, razao_social: 'X', ie: '9' }, null)).toMatchObject({
      cpf: '52998224725',
      cnpj: null,
      razao_social: null,
      ie: null,
      isento_ie: false,
    });
  });
});
