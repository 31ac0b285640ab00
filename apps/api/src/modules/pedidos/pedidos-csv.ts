import { PEDIDO_STATUS_LABELS, type PedidoStatus } from '@portal/shared/cotacoes';
import { maskDoc } from '@portal/shared/masks';
import { csvText as text, dateTimePtBr, type CsvColumn, csvJob } from '../export/index.js';

type Row = Record<string, unknown>;

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'ID', value: text('id') },
  { header: 'Número', value: text('numero') },
  { header: 'Status', value: (row) => PEDIDO_STATUS_LABELS[row.status as PedidoStatus] ?? String(row.status) },
  { header: 'Cliente', value: text('clienteNome') },
  { header: 'CPF/CNPJ', value: (row) => maskDoc(String(row.clienteDocumento ?? '')) },
  // Money as the screen shows it (1234,56), from the exact numeric text.
  { header: 'Total (R$)', value: (row) => String(row.total).replace('.', ',') },
  { header: 'Emitido em', value: (row) => dateTimePtBr(row.dataEmissao as Date) },
  { header: 'Faturado em', value: (row) => dateTimePtBr(row.faturadoEm as Date | null) },
  { header: 'Cancelado em', value: (row) => dateTimePtBr(row.canceladoEm as Date | null) },
];

/** GET /api/Pedidos/export: the search's rows (same filters and sort) as CSV. */
export const pedidosCsv = csvJob('pedidos', COLUMNS);
