import type { PageQuery } from '../../common/search/search-page.js';
import { CLIENTE_COLUMNS, LOG_COLUMNS, PRODUTO_COLUMNS, USUARIO_INTERNO_COLUMNS } from './export-columns.js';
import type { CsvExport } from './export.service.js';

// The search modules' /export routes pass their repository's own statement parts (the same filters
// and sort as the search) and get back what ExportService streams.
export const clientesCsv = (query: PageQuery, filters: object): CsvExport => ({
  name: 'clientes',
  query,
  columns: CLIENTE_COLUMNS,
  filters,
});

export const usuariosInternosCsv = (query: PageQuery, filters: object): CsvExport => ({
  name: 'usuarios-internos',
  query,
  columns: USUARIO_INTERNO_COLUMNS,
  filters,
});

export const produtosCsv = (query: PageQuery, filters: object): CsvExport => ({
  name: 'produtos',
  query,
  columns: PRODUTO_COLUMNS,
  filters,
});

export const logsCsv = (query: PageQuery, filters: object): CsvExport => ({
  name: 'logs',
  query,
  columns: LOG_COLUMNS,
  filters,
});
