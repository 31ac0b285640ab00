import { describe, expect, it } from 'vitest';
import { vendedorTexto } from './vendedor-texto.js';

describe('vendedorTexto', () => {
  it('name, e-mail and the masked phone, the phone left out when there is none', () => {
    expect(vendedorTexto({ nome: 'Vera Vendas', email: 'vera@aurora.com.br', telefone: '11955554444' })).toBe(
      'Vera Vendas · vera@aurora.com.br · (11)95555-4444',
    );
    expect(vendedorTexto({ nome: 'Vera Vendas', email: 'vera@aurora.com.br', telefone: null })).toBe(
      'Vera Vendas · vera@aurora.com.br',
    );
  });
});
