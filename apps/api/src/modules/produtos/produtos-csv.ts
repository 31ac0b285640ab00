import { PRODUTO_TIPOS } from '@portal/shared/constants';
import { ativoInativo, csvText as text, dateTimePtBr, type CsvColumn, csvJob } from '../export/index.js';

const COLUMNS: CsvColumn<Record<string, unknown>>[] = [
  { header: 'ID', value: text('id') },
  { header: 'SKU', value: text('sku') },
  { header: 'Nome', value: text('nome') },
  { header: 'Tipo', value: (row) => PRODUTO_TIPOS[row.tipo as keyof typeof PRODUTO_TIPOS] ?? String(row.tipo) },
  { header: 'Status', value: (row) => ativoInativo(row.status) },
  { header: 'Descrição', value: text('descricao') },
  { header: 'Criado Em', value: (row) => dateTimePtBr(row.criado_em as Date) },
];

/** GET /Produtos/export: the search's own statement, every row. */
export const produtosCsv = csvJob('produtos', COLUMNS);
