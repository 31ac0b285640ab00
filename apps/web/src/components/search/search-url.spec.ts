import { parseSearch, serializeSearch } from './search-url';

const defaults = { nome: '', statusfiltro: 'ativo' };
const sort = { field: 'nome', direction: 'asc' as const };

describe('parseSearch', () => {
  it('is null before the first search (no page in the URL)', () => {
    expect(parseSearch(new URLSearchParams('nome=abc'), defaults, sort)).toBeNull();
  });

  it('reads filters, paging and sort', () => {
    const params = new URLSearchParams(
      'nome=ana&statusfiltro=todos&page=3&pageSize=50&sortField=id&sortDirection=desc',
    );
    expect(parseSearch(params, defaults, sort)).toEqual({
      filters: { nome: 'ana', statusfiltro: 'todos' },
      page: 3,
      pageSize: 50,
      sort: { field: 'id', direction: 'desc' },
    });
  });

  it('falls back on malformed values and gives a missing filter its default', () => {
    const params = new URLSearchParams('page=-2&pageSize=20&sortDirection=up&other=x');
    expect(parseSearch(params, defaults, sort)).toEqual({
      filters: { nome: '', statusfiltro: 'ativo' },
      page: 1,
      pageSize: 15,
      sort: { field: 'nome', direction: 'asc' },
    });
  });

  it('has no sort for screens without sorting', () => {
    expect(parseSearch(new URLSearchParams('page=1&sortField=id'), defaults, null)?.sort).toBeNull();
  });
});

describe('serializeSearch', () => {
  it('keeps a cleared filter whose default is not empty', () => {
    const search = { filters: { nome: '', statusfiltro: '' }, page: 1, pageSize: 15 as const, sort: null };
    const params = serializeSearch(search, defaults);
    expect(params.toString()).toBe('statusfiltro=&page=1&pageSize=15');
    expect(parseSearch(params, defaults, null)?.filters).toEqual({ nome: '', statusfiltro: '' });
  });

  it('round-trips and omits empty filters', () => {
    const search = { filters: { nome: '', statusfiltro: 'inativo' }, page: 2, pageSize: 30 as const, sort };
    const params = serializeSearch(search);
    expect(params.toString()).toBe('statusfiltro=inativo&page=2&pageSize=30&sortField=nome&sortDirection=asc');
    expect(parseSearch(params, defaults, sort)).toEqual(search);
  });
});
