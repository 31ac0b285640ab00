import { exportParams } from './download-csv';

describe('exportParams', () => {
  it('keeps the filters and sort, drops paging and empty values', () => {
    const params = exportParams({
      nome: 'ana',
      uf: '',
      page: 3,
      pageSize: 50,
      sortField: 'nome',
      sortDirection: 'desc',
    });
    expect(params.toString()).toBe('nome=ana&sortField=nome&sortDirection=desc');
  });
});
