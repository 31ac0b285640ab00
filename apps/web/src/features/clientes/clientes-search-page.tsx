import type { Cliente } from '@portal/shared/dto';
import { maskCnpj, maskCpf } from '@portal/shared/masks';
import { SearchScreen } from '@/components/search/search-screen';
import type { SearchColumn } from '@/components/search/search-table';
import { useRecordTarget } from '@/components/search/use-record-target';
import { useSearchState } from '@/components/search/use-search-state';
import { useClientes } from './api/get-clientes';
import { useUfs } from './api/get-ufs';
import { ClientesModal } from './clientes-modal';
import { CLIENTE_SEARCH, clienteFilterFields } from './clientes-filters';

const COLUMNS: SearchColumn<Cliente>[] = [
  { key: 'id', label: 'ID', sortField: 'id', render: (c) => c.id },
  {
    key: 'tipo',
    label: 'Tipo',
    sortField: 'tipo_pessoa',
    render: (c) => (c.tipo_pessoa === 'pj' ? 'Jurídica' : 'Física'),
  },
  { key: 'nome', label: 'Nome/Razão Social', sortField: 'nome', render: (c) => c.nome },
  {
    key: 'doc',
    label: 'Doc',
    sortField: 'doc',
    render: (c) => (c.tipo_pessoa === 'pj' ? maskCnpj(c.cnpj) : maskCpf(c.cpf)),
  },
  { key: 'email', label: 'Email', sortField: 'email_faturamento', render: (c) => c.email_faturamento },
  { key: 'status', label: 'Status', sortField: 'status', render: (c) => (c.status ? 'Ativo' : 'Inativo') },
  { key: 'uf', label: 'UF', sortField: 'uf', render: (c) => c.uf },
  { key: 'cidade', label: 'Cidade', sortField: 'cidade', render: (c) => c.cidade },
];

const SCREEN = {
  Modal: ClientesModal,
  title: 'Clientes',
  columns: COLUMNS,
  exportCsv: { path: '/api/Clientes/export', fileName: 'clientes.csv' },
};

/** /comercial/clientes-busca (also the contract's placeholder screens). */
export function ClientesSearchPage() {
  const state = useSearchState(CLIENTE_SEARCH);
  const results = useClientes(state.query, state.version);
  const ufs = useUfs();
  const modal = useRecordTarget(state.refresh);

  return <SearchScreen {...SCREEN} state={state} results={results} fields={clienteFilterFields(ufs)} modal={modal} />;
}
