import { describe, expectTypeOf, it } from 'vitest';
import type {
  Cliente,
  ClienteSearchQuery,
  UsuarioInterno,
  UsuarioInternoSearchQuery,
  MeusDados,
  MeusDadosUpdate,
  Produto,
  ProdutoSearchQuery,
  CadastroCliente,
  SearchResult,
} from './index.js';

// Field names are part of the API contract (docs/produto.md §3, §7): these fail to compile on drift.
describe('dto field names', () => {
  it('Cliente', () => {
    expectTypeOf<keyof Cliente>().toEqualTypeOf<
      | 'id'
      | 'tipo_pessoa'
      | 'nome'
      | 'razao_social'
      | 'cnpj'
      | 'cpf'
      | 'ie'
      | 'isento_ie'
      | 'email_faturamento'
      | 'status'
      | 'cep'
      | 'logradouro'
      | 'numero'
      | 'complemento'
      | 'bairro'
      | 'cidade'
      | 'uf'
      | 'versao'
    >();
  });

  it('search queries', () => {
    expectTypeOf<keyof ClienteSearchQuery>().toEqualTypeOf<
      | 'tipo_pessoa'
      | 'id'
      | 'nome'
      | 'statusfiltro'
      | 'email_faturamento'
      | 'uf'
      | 'cidade'
      | 'doc'
      | 'page'
      | 'pageSize'
      | 'sortField'
      | 'sortDirection'
    >();
    expectTypeOf<keyof UsuarioInternoSearchQuery>().toEqualTypeOf<
      'id' | 'name' | 'email' | 'statusFiltro' | 'role' | 'page' | 'pageSize' | 'sortField' | 'sortDirection'
    >();
    expectTypeOf<keyof ProdutoSearchQuery>().toEqualTypeOf<
      'id' | 'sku' | 'nome' | 'tipo' | 'statusfiltro' | 'page' | 'pageSize' | 'sortField' | 'sortDirection'
    >();
  });

  it('UsuarioInterno and Produto', () => {
    expectTypeOf<keyof UsuarioInterno>().toEqualTypeOf<
      'id' | 'email' | 'name' | 'phoneNumber' | 'status' | 'roleId' | 'role' | 'versao'
    >();
    expectTypeOf<keyof Produto>().toEqualTypeOf<
      | 'id'
      | 'sku'
      | 'tipo'
      | 'nome'
      | 'status'
      | 'descricao'
      | 'preco'
      | 'unidade'
      | 'ncm'
      | 'ipiPercentual'
      | 'criado_em'
      | 'versao'
    >();
  });

  it('Meus Dados and public registration', () => {
    expectTypeOf<MeusDados['responsavel']>().toEqualTypeOf<{
      id: number;
      nome: string;
      email: string;
      phone: string | null;
    } | null>();
    expectTypeOf<MeusDadosUpdate>().toHaveProperty('responsavelPhone');
    expectTypeOf<MeusDados['versao']>().toEqualTypeOf<number>();
    expectTypeOf<MeusDadosUpdate['versao']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<keyof CadastroCliente>().toEqualTypeOf<
      'tipo_pessoa' | 'nome' | 'email' | 'cpf' | 'cnpj' | 'razao_social'
    >();
  });

  it('SearchResult', () => {
    expectTypeOf<SearchResult<Produto>>().toEqualTypeOf<{ data: Produto[]; totalCount: number }>();
  });
});
