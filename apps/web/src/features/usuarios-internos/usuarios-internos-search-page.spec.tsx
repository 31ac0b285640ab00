import type { UsuarioInterno } from '@portal/shared/dto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SnackbarProvider } from '@/components/feedback/snackbar-provider';
import { jsonResponse } from '@/test/jwt';
import { UsuariosInternosSearchPage } from './usuarios-internos-search-page';
import { label } from '@/test/label';
import { stubFetch, type Routes } from '@/test/fetch-stub';

const ANA: UsuarioInterno = {
  id: 4,
  email: 'ana@portal.com',
  name: 'Ana Lima',
  phoneNumber: '1133334444',
  status: 1,
  roleId: 2,
  role: 'COMERCIAL',
  versao: 1,
};
const ROLES = [
  { id: 1, normalizedName: 'ADMIN' },
  { id: 2, normalizedName: 'COMERCIAL' },
];

describe('UsuariosInternosSearchPage', () => {
  let answers: Routes;
  const { requests } = stubFetch(() => answers);

  beforeEach(() => {
    answers = {
      'GET /api/UsuariosInternos?*': () => ({ body: { data: [ANA], totalCount: 1 } }),
      'GET /api/UsuariosInternos/roles': () => jsonResponse(ROLES),
      'GET /api/auth/is-authenticated': () => jsonResponse({ ok: true }),
      'GET /api/UsuariosInternos/4': () => jsonResponse(ANA),
    };
  });

  async function searchAndOpen() {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/usuarios-internos-busca']}>
        <SnackbarProvider>
          <UsuariosInternosSearchPage />
        </SnackbarProvider>
      </MemoryRouter>,
    );
    await screen.findByRole('option', { name: 'COMERCIAL' });
    expect(requests.some((r) => r.url.startsWith('/api/UsuariosInternos?'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByText('ana@portal.com');
    return user;
  }

  it('searches with the contract parameters (statusFiltro 1, sort by name)', async () => {
    await searchAndOpen();
    const search = requests.find((r) => r.url.startsWith('/api/UsuariosInternos?'))!;
    expect(new URLSearchParams(search.url.split('?')[1]).toString()).toBe(
      'statusFiltro=1&page=1&pageSize=15&sortField=name&sortDirection=asc',
    );
    expect(screen.getByRole('row', { name: /Ana Lima/ })).toHaveTextContent('COMERCIAL');
  });

  it('checks the session, shows the user, resends access and reports in the info banner', async () => {
    answers['POST /api/UsuariosInternos/4/reenviar-dados'] = () =>
      jsonResponse({ message: 'Email reenviado com sucesso!' });
    const user = await searchAndOpen();
    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    const dialog = await screen.findByRole('dialog');
    expect(requests.some((r) => r.url === '/api/auth/is-authenticated')).toBe(true);
    expect(await within(dialog).findByLabelText(label('Telefone'))).toHaveValue('(11)3333-4444');
    expect(within(dialog).getByLabelText(label('Perfil de Acesso'))).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar novos dados de acesso' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email reenviado com sucesso!');
  });

  it('shows the validation messages and, after saving, the success message in the snackbar', async () => {
    answers['PUT /api/UsuariosInternos/4'] = () => jsonResponse({ message: 'Usuário atualizado com sucesso!' });
    const user = await searchAndOpen();
    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Editar' }));
    await user.clear(within(dialog).getByLabelText(label('Nome Completo')));
    await user.type(within(dialog).getByLabelText(label('Nome Completo')), 'Ana');
    await user.clear(within(dialog).getByLabelText(label('Telefone')));
    await user.type(within(dialog).getByLabelText(label('Telefone')), '119');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Informe ao menos duas palavras no nome.')).toBeInTheDocument();
    expect(within(dialog).getByText('Telefone deve ter 10 ou 11 dígitos.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(label('Nome Completo')), ' Maria');
    await user.type(within(dialog).getByLabelText(label('Telefone')), '87654321');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      id: 4,
      email: 'ana@portal.com',
      name: 'Ana Maria',
      phoneNumber: '11987654321',
      status: 1,
      roleId: 2,
      versao: 1,
    });
  });

  it('asks before deleting and shows a failure in the modal banner', async () => {
    answers['DELETE /api/UsuariosInternos/4'] = () => jsonResponse({}, 409);
    const user = await searchAndOpen();
    await user.click(screen.getByRole('button', { name: 'Visualizar' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tem certeza que deseja excluir este usuário?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sim, excluir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro ao excluir o usuário.');
  });
});
