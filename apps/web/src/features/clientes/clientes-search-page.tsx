import type { Cliente, ClienteSearchQuery } from '@portal/shared/dto';
import { maskCnpj, maskCpf } from '@portal/shared/masks';
import { useMemo, useState } from 'react';
import { useSnackbar } from '@/components/feedback/snackbar-context';
import type { RecordTarget } from '@/components/form/record-mode';
import type { ExportQuery } from '@/components/search/download-csv';
import { SearchScreen } from '@/components/search/search-screen';
import type { SearchColumn } from '@/components/search/search-table';
import { searchQuery } from '@/components/search/search-url';
import { useSearchState } from '@/components/search/use-search-state';
import { useClientes } from './api/get-clientes';
import { useUfs } from './api/get-ufs';
import { CLIENTE_FILTERS, ClientesFilters, validateClienteFilters } from './clientes-filters';
import { ClientesModal } from './clientes-modal';

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

/** /comercial/clientes-busca (also the contract's placeholder screens). */
export function ClientesSearchPage() {
  const state = useSearchState({
    defaults: CLIENTE_FILTERS,
    defaultSort: { field: 'nome', direction: 'asc' },
    validate: validateClienteFilters,
  });
  const { applied } = state;
  const query = useMemo(() => (applied ? (searchQuery(applied) as ClienteSearchQuery) : null), [applied]);
  const results = useClientes(query, state.version);
  const ufs = useUfs();
  const [target, setTarget] = useState<RecordTarget | null>(null);
  const notify = useSnackbar();

  return (
    <SearchScreen
      title="Clientes"
      state={state}
      exportCsv={{ path: '/api/Clientes/export', query: query as ExportQuery | null, fileName: 'clientes.csv' }}
      results={results}
      columns={COLUMNS}
      rowKey={(c) => c.id}
      filters={<ClientesFilters value={state.draft} errors={state.errors} ufs={ufs} onChange={state.setField} />}
      onView={(c) => setTarget({ mode: 'view', id: c.id })}
      onAdd={() => setTarget({ mode: 'create' })}
    >
      {target && (
        <ClientesModal
          key={target.mode === 'view' ? target.id : 'new'}
          target={target}
          onClose={() => setTarget(null)}
          onChanged={(message) => {
            setTarget(null);
            notify(message);
            state.refresh();
          }}
        />
      )}
    </SearchScreen>
  );
}
