import { COTACAO_STATUS_LABELS, type CotacaoStatus } from '@portal/shared/constants';
import type { PageQuery } from '../../database/search-page.js';
import { dateTimePtBr, type CsvColumn, type CsvExport } from '../export/index.js';

type Row = Record<string, unknown>;
const text = (name: string) => (row: Row) => (row[name] === null ? null : String(row[name]));
// Money as the screen shows it (1234,56), from the exact numeric text.
const money = (name: string) => (row: Row) => String(row[name]).replace('.', ',');

const COTACAO_COLUMNS: CsvColumn<Row>[] = [
  { header: 'ID', value: text('id') },
  { header: 'Número', value: text('numero') },
  { header: 'Revisão', value: text('revisao') },
  // As the screen reads it ("Substituída"), not the code ("substituida").
  { header: 'Status', value: (row) => COTACAO_STATUS_LABELS[row.status as CotacaoStatus] ?? String(row.status) },
  { header: 'Cliente', value: text('clienteNome') },
  { header: 'Vendedor', value: text('vendedorNome') },
  { header: 'Validade', value: (row) => String(row.validade).split('-').reverse().join('/') },
  { header: 'Total (R$)', value: money('total') },
  { header: 'Pedido', value: text('pedidoId') },
  { header: 'Criada em', value: (row) => dateTimePtBr(row.criadoEm as Date) },
];

/** GET /api/Cotacoes/export: the search's rows (same filters and sort) as CSV. */
export const cotacoesCsv = (query: PageQuery, filters: object): CsvExport => ({
  name: 'cotacoes',
  query,
  columns: COTACAO_COLUMNS,
  filters,
});
