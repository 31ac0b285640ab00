import type { ClienteUsuario } from '@portal/shared/dto';
import { ACESSO_PORTAL_MESSAGES as M } from '@portal/shared/messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { label } from '@/test/label';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { ClientesUsuariosTab } from './clientes-usuarios-tab';

const CARLA: ClienteUsuario = {
  id: 3,
  nome: 'Carla Compras',
  email: 'carla@padaria.com.br',
  ativo: true,
  senhaDefinida: true,
  criadoEm: '2026-11-20T13:00:00.000Z',
  ultimoAcesso: '2026-11-21T12:30:00.000Z',
};

let usuarios: ClienteUsuario[];
let routes: Routes;
const { requests } = stubFetch(() => routes);

beforeEach(() => {
  usuarios = [CARLA];
  routes = {
    'GET /api/Clientes/7/usuarios': () => ({ body: usuarios }),
    'POST /api/Clientes/7/usuarios': ({ body }) => {
      const { nome, email } = body as { nome: string; email: string };
      usuarios = [...usuarios, { ...CARLA, id: 4, nome, email, senhaDefinida: false, ultimoAcesso: null }];
      return { status: 201, body: { message: M.convidado, id: 4 } };
    },
    'DELETE /api/Clientes/7/usuarios/3': () => {
      usuarios = [{ ...CARLA, ativo: false }];
      return { body: { message: M.revogado } };
    },
  };
});

const rows = () =>
  Array.from(screen.getByRole('table', { name: 'Usuários' }).querySelectorAll('tbody tr'), (tr) => tr.textContent);

describe('Acesso ao portal tab', () => {
  it('lists the logins and invites a contact, checking the shared rules first', async () => {
    const user = userEvent.setup();
    render(<ClientesUsuariosTab clienteId={7} />);
    await screen.findByText('Carla Compras');

    await user.click(screen.getByRole('button', { name: 'Dar acesso' }));
    expect(screen.getByText(M.nomeRequired)).toBeInTheDocument();
    expect(screen.getByText(M.emailRequired)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText(label('Nome do contato')), 'Bruno Souza');
    await user.type(screen.getByLabelText(label('E-mail do contato')), 'Bruno@Padaria.com.br');
    await user.click(screen.getByRole('button', { name: 'Dar acesso' }));
    expect(await screen.findByText(M.convidado)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      nome: 'Bruno Souza',
      email: 'Bruno@Padaria.com.br',
    });
    await screen.findByText('Bruno@Padaria.com.br');
    expect(rows()[1]).toContain(M.senhaPendente);
    expect(rows()[1]).toContain('Nunca');
    expect(rows()[0]).toContain('21/11/2026');
    expect(screen.getByLabelText(label('Nome do contato'))).toHaveValue('');
  });

  it("inside the modal's form, Dar acesso and Enter never submit that form (found in the browser test)", async () => {
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={outerSubmit}>
        <ClientesUsuariosTab clienteId={7} />
      </form>,
    );
    await screen.findByText('Carla Compras');
    await user.type(screen.getByLabelText(label('Nome do contato')), 'Bruno Souza');
    await user.type(screen.getByLabelText(label('E-mail do contato')), 'bruno@padaria.com.br{Enter}');
    expect(await screen.findByText(M.convidado)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dar acesso' }));
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    routes['POST /api/Clientes/7/usuarios'] = () => ({
      status: 409,
      body: { message: M.emailOutraConta, error: M.emailOutraConta },
    });
    const user = userEvent.setup();
    render(<ClientesUsuariosTab clienteId={7} />);
    await screen.findByText('Carla Compras');
    await user.type(screen.getByLabelText(label('Nome do contato')), 'Vera Souza');
    await user.type(screen.getByLabelText(label('E-mail do contato')), 'vera@empresa.com.br');
    await user.click(screen.getByRole('button', { name: 'Dar acesso' }));
    expect(await screen.findByText(M.emailOutraConta)).toBeInTheDocument();
    expect(screen.getByLabelText(label('E-mail do contato'))).toHaveValue('vera@empresa.com.br');
  });

  it('revokes only after confirmation', async () => {
    const user = userEvent.setup();
    render(<ClientesUsuariosTab clienteId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Revogar acesso de Carla Compras' }));
    const confirm = screen.getByRole('dialog', { name: 'Revogar acesso ao portal' });
    expect(confirm).toHaveTextContent(M.confirmRevogar);
    await user.click(within(confirm).getByRole('button', { name: 'Voltar' }));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Revogar acesso de Carla Compras' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sim, revogar' }));
    expect(await screen.findByText(M.revogado)).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toContain('Revogado'));
    expect(screen.queryByRole('button', { name: 'Revogar acesso de Carla Compras' })).toBeNull();
  });

  it('asks to save a new customer first', () => {
    render(<ClientesUsuariosTab clienteId={null} />);
    expect(screen.getByText('Salve o cliente para dar acesso ao portal aos seus contatos.')).toBeInTheDocument();
  });
});
