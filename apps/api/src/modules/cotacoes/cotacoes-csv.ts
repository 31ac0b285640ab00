import { COTACAO_STATUS_LABELS } from '@portal/shared/constants';
import { csvOf, dateTimePtBr, type CsvColumn } from '../export/index.js';
import type { CotacaoResumoRow } from './cotacao-resumo.js';

const LABELS: Record<string, string> = COTACAO_STATUS_LABELS;

const COLUMNS: CsvColumn<CotacaoResumoRow>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Número', value: (row) => row.numero },
  { header: 'Revisão', value: (row) => row.revisao },
  // As the screen reads it ("Substituída"), not the code ("substituida").
  { header: 'Status', value: (row) => LABELS[row.status] ?? row.status },
  { header: 'Cliente', value: (row) => row.clienteNome },
  { header: 'Vendedor', value: (row) => row.vendedorNome },
  { header: 'Validade', value: (row) => row.validade.split('-').reverse().join('/') },
  // Money as the screen shows it (1234,56), from the exact numeric text.
  { header: 'Total (R$)', value: (row) => row.total.replace('.', ',') },
  { header: 'Pedido', value: (row) => row.pedidoId },
  { header: 'Criada em', value: (row) => dateTimePtBr(row.criadoEm) },
];

/** GET /api/Cotacoes/export: the search's rows (same filters and sort) as CSV. */
export const cotacoesCsv = csvOf('cotacoes', 'cotações', COLUMNS);
