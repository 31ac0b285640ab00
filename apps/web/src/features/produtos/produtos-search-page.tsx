import { PRODUCT_TIPOS, SEARCH_DEFAULTS } from '@portal/shared/constants';
import type { Produto } from '@portal/shared/dto';
import { useMemo } from 'react';
import { formatDate } from '@/components/data/format';
import { RecordModalHost } from '@/components/search/record-modal-host';
import { SearchScreen } from '@/components/search/search-screen';
import type { SearchColumn } from '@/components/search/search-table';
import { searchQuery } from '@/components/search/search-url';
import { useRecordTarget } from '@/components/search/use-record-target';
import { useSearchState } from '@/components/search/use-search-state';
import { useProdutos } from './api/get-produtos';
import { PRODUTO_FILTERS, ProdutosFilters, validateProdutoFilters } from './produtos-filters';
import { ProdutosModal } from './produtos-modal';

const COLUMNS: SearchColumn<Produto>[] = [
  { key: 'id', label: 'ID', sortField: 'id', render: (p) => p.id },
  { key: 'sku', label: 'SKU', sortField: 'sku', render: (p) => p.sku },
  { key: 'nome', label: 'Nome', sortField: 'nome', render: (p) => p.nome },
  { key: 'tipo', label: 'Tipo', sortField: 'tipo', render: (p) => PRODUCT_TIPOS[p.tipo] ?? p.tipo },
  { key: 'status', label: 'Status', sortField: 'status', render: (p) => (p.status ? 'Ativo' : 'Inativo') },
  { key: 'criado_em', label: 'Criado Em', sortField: 'criado_em', render: (p) => formatDate(p.criado_em) },
];

/** /comercial/produtos-busca */
export function ProdutosSearchPage() {
  const state = useSearchState({
    defaults: PRODUTO_FILTERS,
    defaultSort: SEARCH_DEFAULTS.produtos.sort,
    validate: validateProdutoFilters,
  });
  const { applied } = state;
  const query = useMemo(() => (applied ? searchQuery(applied) : null), [applied]);
  const results = useProdutos(query, state.version);
  const modal = useRecordTarget(state.refresh);

  return (
    <SearchScreen
      title="Produtos e Serviços"
      state={state}
      exportCsv={{ path: '/api/Produtos/export', query, fileName: 'produtos.csv' }}
      results={results}
      columns={COLUMNS}
      rowKey={(p) => p.id}
      filters={<ProdutosFilters value={state.draft} errors={state.errors} onChange={state.setField} />}
      onView={(p) => modal.open({ mode: 'view', id: p.id })}
      onAdd={() => modal.open({ mode: 'create' })}
    >
      <RecordModalHost modal={modal} Modal={ProdutosModal} />
    </SearchScreen>
  );
}
