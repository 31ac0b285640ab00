import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { jsonResponse, tokenFor } from '@/test/jwt';
import { setNavigator } from '@/lib/navigation';
import { useAuth } from '@/lib/use-auth';
import { RequireAuth } from './require-auth';
import { stubFetch } from '@/test/fetch-stub';

function Protected() {
  const { user, role } = useAuth();
  return <p>protegida de {`${user?.name} (${role})`}</p>;
}

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>login, voltar para {state?.from}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '/meus-dados', element: <RequireAuth>{<Protected />}</RequireAuth> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('RequireAuth', () => {
  const { fetchMock } = stubFetch();
  beforeEach(() => {
    localStorage.clear();
    // The api client's own 401 redirect; the guard's redirect is what these tests watch.
    setNavigator(vi.fn(), () => window.location);
  });

  it('shows "Carregando..." during the check, then the page with the user', async () => {
    localStorage.setItem('token', tokenFor('CLIENTE'));
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    fetchMock.mockResolvedValueOnce(jsonResponse({ name: 'Ana Lima', email: 'a@x.com', roles: ['CLIENTE'] }));
    renderAt('/meus-dados?aba=1');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    answer(jsonResponse({ authenticated: true }));
    expect(await screen.findByText('protegida de Ana Lima (CLIENTE)')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/is-authenticated', '/api/auth/userinfo']);
  });

  it('sends a visitor without a token to /login, remembering the page, without calling the server', async () => {
    renderAt('/meus-dados?aba=1');
    expect(await screen.findByText('login, voltar para /meus-dados?aba=1')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a session the server rejects and discards the token', async () => {
    localStorage.setItem('token', tokenFor('ADMIN'));
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Não autenticado.' }, 401));
    renderAt('/meus-dados');
    expect(await screen.findByText('login, voltar para /meus-dados')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token when the server cannot be reached, and retries on request', async () => {
    localStorage.setItem('token', tokenFor('CLIENTE'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt('/meus-dados');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro de conexão.');
    expect(localStorage.getItem('token')).not.toBeNull();
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ authenticated: true }))
      .mockResolvedValueOnce(jsonResponse({ name: 'Ana Lima', email: 'a@x.com', roles: ['CLIENTE'] }));
    screen.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(await screen.findByText('protegida de Ana Lima (CLIENTE)')).toBeInTheDocument();
  });
});
