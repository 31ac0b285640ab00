import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { declaredTypeErrors } from './declared-types.js';

class Linha {
  @ApiProperty({ type: 'integer' }) produtoId: number;
  @ApiPropertyOptional() unidade?: string;
}

class Pedido {
  @ApiProperty() nome: string;
  @ApiPropertyOptional({ type: Number }) frete?: number;
  @ApiPropertyOptional({ type: 'integer' }) versao?: number;
  @ApiPropertyOptional() ativo?: boolean;
  @ApiPropertyOptional({ type: [Linha] }) itens?: Linha[];
  @ApiPropertyOptional({ nullable: true }) livre?: unknown;
}

describe('declaredTypeErrors', () => {
  it('accepts the documented types, null and absent fields, digits for integers and text for decimals', () => {
    expect(
      declaredTypeErrors(
        { nome: 'Ana', frete: '12,50', versao: '7', ativo: false, itens: [{ produtoId: 2_147_483_647 }], livre: [] },
        Pedido,
      ),
    ).toEqual({});
    expect(declaredTypeErrors({ nome: null, frete: 0, versao: 0, itens: [] }, Pedido)).toEqual({});
  });

  it('names each field of another type, nested lines by their path', () => {
    expect(
      declaredTypeErrors(
        { nome: 12, frete: true, versao: 2 ** 31, ativo: 'sim', itens: [{ produtoId: 1e308, unidade: [] }, 'x'] },
        Pedido,
      ),
    ).toEqual({
      nome: ['Valor inválido: envie um texto.'],
      frete: ['Valor inválido: envie um número.'],
      versao: ['Número inválido: envie um inteiro de 0 a 2147483647.'],
      ativo: ['Valor inválido: use verdadeiro ou falso.'],
      'itens.0.produtoId': ['Número inválido: envie um inteiro de 0 a 2147483647.'],
      'itens.0.unidade': ['Valor inválido: envie um texto.'],
      'itens.1': ['Dados inválidos.'],
    });
  });

  it.each([-1, 1.5, Infinity, NaN, '2147483648', '-1', ' ', '1e3', {}, [1]])('refuses %p as an integer', (versao) => {
    expect(Object.keys(declaredTypeErrors({ nome: 'Ana', versao }, Pedido))).toEqual(['versao']);
  });

  it('refuses a list where one is documented only as a list', () => {
    expect(declaredTypeErrors({ nome: 'Ana', itens: { produtoId: 1 } }, Pedido)).toEqual({
      itens: ['Valor inválido: envie uma lista.'],
    });
  });
});
