import { SEARCH_DEFAULTS } from '@portal/shared/constants';
import type { InternalUser } from '@portal/shared/dto';
import { useMemo } from 'react';
import type { RecordTarget } from '@/components/form/record-mode';
import { RecordModalHost } from '@/components/search/record-modal-host';
import { SearchScreen } from '@/components/search/search-screen';
import type { SearchColumn } from '@/components/search/search-table';
import { searchQuery } from '@/components/search/search-url';
import { useRecordTarget } from '@/components/search/use-record-target';
import { useSearchState } from '@/components/search/use-search-state';
import { checkSession } from './api/check-session';
import { useRoles } from './api/get-roles';
import { useUsuariosInternos } from './api/get-usuarios-internos';
import { USUARIO_FILTERS, UsuariosInternosFilters, validateUsuarioFilters } from './usuarios-internos-filters';
import { UsuariosInternosModal } from './usuarios-internos-modal';

const COLUMNS: SearchColumn<InternalUser>[] = [
  { key: 'id', label: 'ID', sortField: 'id', render: (u) => u.id },
  { key: 'name', label: 'Nome', sortField: 'name', render: (u) => u.name },
  { key: 'role', label: 'Perfil Acesso', sortField: 'role', render: (u) => u.role },
  { key: 'email', label: 'Email', sortField: 'email', render: (u) => u.email },
  { key: 'status', label: 'Status', sortField: 'status', render: (u) => (u.status === 1 ? 'Ativo' : 'Inativo') },
];

/** /admin/usuarios-internos-busca */
export function UsuariosInternosSearchPage() {
  const state = useSearchState({
    defaults: USUARIO_FILTERS,
    defaultSort: SEARCH_DEFAULTS.usuariosInternos.sort,
    validate: validateUsuarioFilters,
  });
  const { applied } = state;
  const query = useMemo(() => (applied ? searchQuery(applied) : null), [applied]);
  const results = useUsuariosInternos(query, state.version);
  const roles = useRoles();
  const modal = useRecordTarget(state.refresh);

  // The session is checked before the modal opens; a 401 leads to /login.
  const open = (next: RecordTarget) => {
    checkSession().then(
      () => modal.open(next),
      (error: unknown) => console.error('Sessão não confirmada', error),
    );
  };

  return (
    <SearchScreen
      title="Usuários Internos"
      state={state}
      exportCsv={{
        path: '/api/UsuariosInternos/export',
        query,
        fileName: 'usuarios-internos.csv',
      }}
      results={results}
      columns={COLUMNS}
      rowKey={(u) => u.id}
      filters={
        <UsuariosInternosFilters value={state.draft} errors={state.errors} roles={roles} onChange={state.setField} />
      }
      onView={(u) => open({ mode: 'view', id: u.id })}
      onAdd={() => open({ mode: 'create' })}
    >
      <RecordModalHost modal={modal} Modal={UsuariosInternosModal} />
    </SearchScreen>
  );
}
