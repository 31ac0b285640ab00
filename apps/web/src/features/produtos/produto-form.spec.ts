import { EMPTY_PRODUTO, toProdutoInput, validateProduto } from './produto-form';

describe('validateProduto', () => {
  it('gives the contract messages for an empty form', () => {
    expect(validateProduto(EMPTY_PRODUTO)).toEqual({
      sku: 'SKU é obrigatório (máx 10 chars).',
      tipo: 'Tipo deve ser p (Produto) ou s (Serviço).',
      nome: 'Nome é obrigatório.',
    });
  });

  it('accepts a full form and builds the body', () => {
    const form = {
      sku: 'ab-1 ',
      tipo: 's',
      nome: ' Consultoria ',
      status: false,
      descricao: '',
      preco: '1.234,5',
      unidade: 'cx',
      ncm: '8471.30.12',
      ipiPercentual: '9,75',
    };
    expect(validateProduto(form)).toEqual({});
    expect(toProdutoInput(form)).toEqual({
      sku: 'AB-1',
      tipo: 's',
      nome: 'Consultoria',
      status: false,
      descricao: null,
      preco: 1234.5,
      unidade: 'CX',
      ncm: '84713012',
      ipiPercentual: 9.75,
    });
  });

  it('checks the list price and the unit with the quotation rules', () => {
    const form = { ...EMPTY_PRODUTO, sku: 'A', tipo: 'p', nome: 'N' };
    expect(validateProduto({ ...form, preco: '12,345', unidade: 'CAIXOTE' })).toEqual({
      preco: 'Use no máximo 2 casas decimais.',
      unidade: 'Unidade deve ter de 1 a 6 caracteres.',
    });
    expect(toProdutoInput({ ...form, preco: '', unidade: '' })).toMatchObject({ preco: null, unidade: 'UN' });
  });

  it('reads the price the Brazilian way: 1.234 is one thousand two hundred and thirty-four reais', () => {
    const form = { ...EMPTY_PRODUTO, sku: 'A', tipo: 'p', nome: 'N', preco: '1.234' };
    expect(validateProduto(form)).toEqual({});
    expect(toProdutoInput(form).preco).toBe(1234);
    expect(validateProduto({ ...form, preco: '-1' }).preco).toBe(
      'Preço unitário deve ser um valor de 0 a 999.999.999.999,99 com até 2 casas decimais.',
    );
  });
});
