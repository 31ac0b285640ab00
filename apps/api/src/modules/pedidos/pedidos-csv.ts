import { PEDIDO_STATUS_LABELS } from '@portal/shared/cotacoes';
import { maskDoc } from '@portal/shared/masks';
import { csvOf, dateTimePtBr, type CsvColumn } from '../export/index.js';
import type { PedidoCsvRow } from './pedidos.repository.js';

const LABELS: Record<string, string> = PEDIDO_STATUS_LABELS;

const COLUMNS: CsvColumn<PedidoCsvRow>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Número', value: (row) => row.numero },
  { header: 'Status', value: (row) => LABELS[row.status] ?? row.status },
  { header: 'Cliente', value: (row) => row.clienteNome },
  { header: 'CPF/CNPJ', value: (row) => maskDoc(row.clienteDocumento ?? '') },
  // Money as the screen shows it (1234,56), from the exact numeric text.
  { header: 'Total (R$)', value: (row) => row.total.replace('.', ',') },
  { header: 'Emitido em', value: (row) => dateTimePtBr(row.dataEmissao) },
  { header: 'Faturado em', value: (row) => dateTimePtBr(row.faturadoEm) },
  { header: 'Cancelado em', value: (row) => dateTimePtBr(row.canceladoEm) },
];

/** GET /api/Pedidos/export: the search's rows (same filters and sort) as CSV. */
export const pedidosCsv = csvOf('pedidos', 'pedidos', COLUMNS);
