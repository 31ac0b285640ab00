import { SEARCH_DEFAULTS } from '@portal/shared/constants';
import { dataBr } from '@portal/shared/cotacoes';
import type { CotacaoResumo } from '@portal/shared/dto';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { StatusChip, numeroText } from '@/components/cotacao/cotacao-status';
import { formatDateTime, formatMoney } from '@/components/data/format';
import { SearchScreen } from '@/components/search/search-screen';
import type { SearchColumn } from '@/components/search/search-table';
import { searchQuery } from '@/components/search/search-url';
import { useSearchState } from '@/components/search/use-search-state';
import { decodeToken, getToken } from '@/lib/token';
import { useCotacoes } from './api/get-cotacoes';
import { COTACAO_FILTERS, CotacoesFilters, validateCotacaoFilters } from './cotacoes-filters';

const COLUMNS: SearchColumn<CotacaoResumo>[] = [
  { key: 'numero', label: 'Número', sortField: 'numero', render: (c) => numeroText(c) },
  { key: 'cliente', label: 'Cliente', sortField: 'cliente', render: (c) => c.clienteNome },
  { key: 'status', label: 'Status', render: (c) => <StatusChip status={c.status} /> },
  { key: 'total', label: 'Total', sortField: 'total', render: (c) => formatMoney(c.total) },
  { key: 'validade', label: 'Validade', sortField: 'validade', render: (c) => dataBr(c.validade) },
  { key: 'vendedor', label: 'Vendedor', render: (c) => c.vendedorNome },
  { key: 'criado_em', label: 'Criada em', sortField: 'criado_em', render: (c) => formatDateTime(c.criadoEm) },
];

/** /comercial/cotacoes-busca */
export function CotacoesSearchPage() {
  const navigate = useNavigate();
  const state = useSearchState({
    defaults: COTACAO_FILTERS,
    defaultSort: SEARCH_DEFAULTS.cotacoes.sort,
    validate: validateCotacaoFilters,
  });
  const { applied } = state;
  const query = useMemo(() => (applied ? searchQuery(applied) : null), [applied]);
  const results = useCotacoes(query, state.version);
  const sub = decodeToken(getToken())?.sub;

  return (
    <SearchScreen
      title="Cotações"
      state={state}
      exportCsv={{ path: '/api/Cotacoes/export', query, fileName: 'cotacoes.csv' }}
      results={results}
      columns={COLUMNS}
      rowKey={(c) => c.id}
      filters={
        <CotacoesFilters
          value={state.draft}
          errors={state.errors}
          onChange={state.setField}
          meuId={sub === undefined ? null : String(sub)}
        />
      }
      onView={(c) => navigate(`/comercial/cotacoes/${c.id}`)}
      onAdd={() => navigate('/comercial/cotacoes/nova')}
    />
  );
}
