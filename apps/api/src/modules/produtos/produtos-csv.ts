import { PRODUTO_TIPOS } from '@portal/shared/constants';
import { ativoInativo, csvOf, dateTimePtBr, type CsvColumn } from '../export/index.js';
import type { ProdutoRow } from './produtos.repository.js';

const COLUMNS: CsvColumn<ProdutoRow>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'SKU', value: (row) => row.sku },
  { header: 'Nome', value: (row) => row.nome },
  { header: 'Tipo', value: (row) => (row.tipo === 'p' || row.tipo === 's' ? PRODUTO_TIPOS[row.tipo] : row.tipo) },
  { header: 'Status', value: (row) => ativoInativo(row.status) },
  { header: 'Descrição', value: (row) => row.descricao },
  { header: 'Criado Em', value: (row) => dateTimePtBr(row.criado_em) },
];

/** GET /Produtos/export: the search's own rows, every row. */
export const produtosCsv = csvOf('produtos', 'produtos', COLUMNS);
