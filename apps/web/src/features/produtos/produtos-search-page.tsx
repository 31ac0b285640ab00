import { PRODUTO_TIPOS } from '@portal/shared/constants';
import type { Produto } from '@portal/shared/dto';
import { formatDate } from '@/components/data/format';
import { SearchScreen } from '@/components/search/search-screen';
import type { SearchColumn } from '@/components/search/search-table';
import { useRecordTarget } from '@/components/search/use-record-target';
import { useSearchState } from '@/components/search/use-search-state';
import { PRODUTOS_API } from './produtos-api';
import { ProdutosModal } from './produtos-modal';
import { PRODUTO_FILTER_FIELDS, PRODUTO_SEARCH } from './produtos-filters';

const COLUMNS: SearchColumn<Produto>[] = [
  { key: 'id', label: 'ID', sortField: 'id', render: (p) => p.id },
  { key: 'sku', label: 'SKU', sortField: 'sku', render: (p) => p.sku },
  { key: 'nome', label: 'Nome', sortField: 'nome', render: (p) => p.nome },
  { key: 'tipo', label: 'Tipo', sortField: 'tipo', render: (p) => PRODUTO_TIPOS[p.tipo] ?? p.tipo },
  { key: 'status', label: 'Status', sortField: 'status', render: (p) => (p.status ? 'Ativo' : 'Inativo') },
  { key: 'criado_em', label: 'Criado Em', sortField: 'criado_em', render: (p) => formatDate(p.criado_em) },
];

const SCREEN = {
  Modal: ProdutosModal,
  fields: PRODUTO_FILTER_FIELDS,
  title: 'Produtos e Serviços',
  columns: COLUMNS,
  exportCsv: { path: '/api/Produtos/export', fileName: 'produtos.csv' },
};

/** /comercial/produtos-busca */
export function ProdutosSearchPage() {
  const state = useSearchState(PRODUTO_SEARCH);
  const results = PRODUTOS_API.useSearch(state.query, state.version);
  const modal = useRecordTarget(state.refresh);

  return <SearchScreen {...SCREEN} state={state} results={results} modal={modal} />;
}
