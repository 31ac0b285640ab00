import { EMPTY_PRODUTO, toProdutoInput, validateProduto } from './produto-form';

describe('validateProduto', () => {
  it('gives the spec messages for an empty form', () => {
    expect(validateProduto(EMPTY_PRODUTO)).toEqual({
      sku: 'SKU é obrigatório (máx 10 chars).',
      tipo: 'Tipo deve ser p (Produto) ou s (Serviço).',
      nome: 'Nome é obrigatório.',
    });
  });

  it('accepts a full form and builds the body', () => {
    const form = { sku: 'ab-1 ', tipo: 's', nome: ' Consultoria ', status: false, descricao: '' };
    expect(validateProduto(form)).toEqual({});
    expect(toProdutoInput(form)).toEqual({
      sku: 'AB-1',
      tipo: 's',
      nome: 'Consultoria',
      status: false,
      descricao: null,
    });
  });
});
