import { formatarReais } from '@portal/shared/cotacoes';
import type { PedidoResumo } from '@portal/shared/dto';
import { maskDoc } from '@portal/shared/masks';
import { useNavigate } from 'react-router-dom';
import { PedidoStatusChip } from '@/components/pedido/pedido-status';
import { formatDateTime } from '@/components/data/format';
import { SearchScreen } from '@/components/search/search-screen';
import type { SearchColumn } from '@/components/search/search-table';
import { useSearchState } from '@/components/search/use-search-state';
import { usePedidos } from './api/get-pedidos';
import { PEDIDO_FILTER_FIELDS, PEDIDO_SEARCH } from './pedidos-filters';

const COLUMNS: SearchColumn<PedidoResumo>[] = [
  { key: 'numero', label: 'Número', sortField: 'numero', render: (p) => p.numero ?? `id ${p.id}` },
  { key: 'cliente', label: 'Cliente', sortField: 'cliente', render: (p) => p.clienteNome },
  { key: 'documento', label: 'CPF/CNPJ', render: (p) => maskDoc(p.clienteDocumento ?? '') },
  { key: 'status', label: 'Status', sortField: 'status', render: (p) => <PedidoStatusChip status={p.status} /> },
  { key: 'total', label: 'Total', sortField: 'total', render: (p) => formatarReais(p.total) },
  {
    key: 'data_emissao',
    label: 'Emitido em',
    sortField: 'data_emissao',
    render: (p) => formatDateTime(p.dataEmissao),
  },
];

const SCREEN = {
  title: 'Pedidos',
  columns: COLUMNS,
  fields: PEDIDO_FILTER_FIELDS,
  exportCsv: { path: '/api/Pedidos/export', fileName: 'pedidos.csv' },
};

/** /comercial/pedidos-busca */
export function PedidosSearchPage() {
  const navigate = useNavigate();
  const state = useSearchState(PEDIDO_SEARCH);
  const results = usePedidos(state.query, state.version);
  return (
    <SearchScreen {...SCREEN} state={state} results={results} onView={(p) => navigate(`/comercial/pedidos/${p.id}`)} />
  );
}
