import { dataBr, formatarReais } from '@portal/shared/cotacoes';
import type { CotacaoResumo } from '@portal/shared/dto';
import { useNavigate } from 'react-router-dom';
import { StatusChip, numeroText } from '@/components/cotacao/cotacao-status';
import { formatDateTime } from '@/components/data/format';
import { SearchScreen } from '@/components/search/search-screen';
import type { SearchColumn } from '@/components/search/search-table';
import { useSearchState } from '@/components/search/use-search-state';
import { decodeToken, getToken } from '@/lib/token';
import { useCotacoes } from './api/get-cotacoes';
import { COTACAO_SEARCH, cotacaoFilterFields } from './cotacoes-filters';

const COLUMNS: SearchColumn<CotacaoResumo>[] = [
  { key: 'numero', label: 'Número', sortField: 'numero', render: (c) => numeroText(c) },
  { key: 'cliente', label: 'Cliente', sortField: 'cliente', render: (c) => c.clienteNome },
  { key: 'status', label: 'Status', render: (c) => <StatusChip status={c.status} /> },
  { key: 'total', label: 'Total', sortField: 'total', render: (c) => formatarReais(c.total) },
  { key: 'validade', label: 'Validade', sortField: 'validade', render: (c) => dataBr(c.validade) },
  { key: 'vendedor', label: 'Vendedor', render: (c) => c.vendedorNome },
  { key: 'criado_em', label: 'Criada em', sortField: 'criado_em', render: (c) => formatDateTime(c.criadoEm) },
];

const SCREEN = {
  title: 'Cotações',
  columns: COLUMNS,
  exportCsv: { path: '/api/Cotacoes/export', fileName: 'cotacoes.csv' },
};

/** /comercial/cotacoes-busca */
export function CotacoesSearchPage() {
  const navigate = useNavigate();
  const state = useSearchState(COTACAO_SEARCH);
  const results = useCotacoes(state.query, state.version);
  const sub = decodeToken(getToken())?.sub;

  return (
    <SearchScreen
      {...SCREEN}
      state={state}
      results={results}
      fields={cotacaoFilterFields(sub === undefined ? null : String(sub))}
      onView={(c) => navigate(`/comercial/cotacoes/${c.id}`)}
      onAdd={() => navigate('/comercial/cotacoes/nova')}
    />
  );
}
