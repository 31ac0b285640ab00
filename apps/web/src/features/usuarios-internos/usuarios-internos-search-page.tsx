import type { UsuarioInterno } from '@portal/shared/dto';
import { SearchScreen } from '@/components/search/search-screen';
import type { SearchColumn } from '@/components/search/search-table';
import { useRecordTarget } from '@/components/search/use-record-target';
import { useSearchState } from '@/components/search/use-search-state';
import { checkSession } from './api/check-session';
import { useRoles } from './api/get-roles';
import { useUsuariosInternos } from './api/get-usuarios-internos';
import { UsuariosInternosModal } from './usuarios-internos-modal';
import { USUARIO_SEARCH, usuarioFilterFields } from './usuarios-internos-filters';

const COLUMNS: SearchColumn<UsuarioInterno>[] = [
  { key: 'id', label: 'ID', sortField: 'id', render: (u) => u.id },
  { key: 'name', label: 'Nome', sortField: 'name', render: (u) => u.name },
  { key: 'role', label: 'Perfil Acesso', sortField: 'role', render: (u) => u.role },
  { key: 'email', label: 'Email', sortField: 'email', render: (u) => u.email },
  { key: 'status', label: 'Status', sortField: 'status', render: (u) => (u.status === 1 ? 'Ativo' : 'Inativo') },
];

const SCREEN = {
  Modal: UsuariosInternosModal,
  title: 'Usuários Internos',
  columns: COLUMNS,
  exportCsv: { path: '/api/UsuariosInternos/export', fileName: 'usuarios-internos.csv' },
};

/** /admin/usuarios-internos-busca */
export function UsuariosInternosSearchPage() {
  const state = useSearchState(USUARIO_SEARCH);
  const results = useUsuariosInternos(state.query, state.version);
  const roles = useRoles();
  // The session is checked before the modal opens; a 401 leads to /login.
  const modal = useRecordTarget(state.refresh, checkSession);

  return <SearchScreen {...SCREEN} state={state} results={results} fields={usuarioFilterFields(roles)} modal={modal} />;
}
