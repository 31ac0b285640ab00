import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeJwt, jsonResponse, tokenFor } from '@/test/jwt';
import { readSession } from '@/lib/token';
import { LoginPage } from './login-page';
import { stubFetch } from '@/test/fetch-stub';

function renderLogin(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <p>página dashboard</p> },
      { path: '/cliente/minhas-cotacoes', element: <p>página cotações</p> },
      { path: '/meus-dados', element: <p>página meus dados</p> },
      { path: '/reset-password', element: <p>página definir senha</p> },
    ],
    { initialEntries: [{ pathname: '/login', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Types a valid e-mail and password and presses Acessar. */
async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'a@b.com');
  await user.type(screen.getByPlaceholderText('Sua senha'), 'certa123x');
  await user.click(screen.getByRole('button', { name: 'Acessar' }));
}

describe('LoginPage', () => {
  const { fetchMock } = stubFetch();
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the contract texts and sets the title', () => {
    renderLogin();
    expect(document.title).toBe('Portal de Cotações - Login');
    expect(screen.getByRole('heading', { name: 'Acessar sua conta' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Sua senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByText(/Não tem conta ainda\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/fale-conosco');
    expect(screen.getByRole('button', { name: 'Acessar' })).toBeEnabled();
  });

  it('validates required fields and the e-mail format before calling the server', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(screen.getByText('E-mail é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'sem arroba');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(screen.getByText('Formato de e-mail inválido.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a server error as an error alert and re-enables the button', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse({ message: 'E-mail ou senha inválidos.' }, 401));
    renderLogin();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'a@b.com');
    await user.type(screen.getByPlaceholderText('Sua senha'), 'errada1');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('E-mail ou senha inválidos.');
    expect(alert).toHaveClass('login-message--error');
    expect(screen.getByRole('button', { name: 'Acessar' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['CLIENTE', tokenFor('CLIENTE'), 'página cotações'],
    ['ADMIN', tokenFor('ADMIN'), 'página dashboard'],
    ['an undecodable token', 'not-a-jwt', 'página dashboard'],
  ])('on success stores the token, shows success, and redirects %s after 1500 ms', async (_who, token, landing) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fetchMock.mockResolvedValue(jsonResponse({ token }));
    const router = renderLogin();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'a@b.com');
    await user.type(screen.getByPlaceholderText('Sua senha'), 'certa123x');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login realizado com sucesso!');
    expect(alert).toHaveClass('login-message--success');
    expect(screen.getByRole('button', { name: 'Carregando...' })).toBeDisabled();
    expect(localStorage.getItem('token')).toBe(token);
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(await screen.findByText(landing)).toBeInTheDocument();
  });

  it('a password the portal generated (403 with changePasswordPath) leads to the password page, without a session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const message = 'Esta senha foi gerada pelo sistema: defina uma senha sua para continuar.';
    fetchMock.mockResolvedValue(
      jsonResponse({ message, changePasswordPath: '/reset-password?userId=7&token=abc' }, 403),
    );
    const router = renderLogin();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'admin@acme.com.br');
    await user.type(screen.getByPlaceholderText('Sua senha'), 'gerada123x');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('token')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText('página definir senha')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?userId=7&token=abc');
  });

  it('a 403 whose path is not the password page stays on the login page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Acesso negado.', changePasswordPath: 'https://evil.test/' }, 403),
    );
    const router = renderLogin();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'admin@acme.com.br');
    await user.type(screen.getByPlaceholderText('Sua senha'), 'gerada123x');
    await user.click(screen.getByRole('button', { name: 'Acessar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Acesso negado.');
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('returns to the page the guard remembered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fetchMock.mockResolvedValue(jsonResponse({ token: tokenFor('CLIENTE') }));
    renderLogin({ from: '/meus-dados' });
    await signIn(user);
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText('página meus dados')).toBeInTheDocument();
  });

  it("a device clock hours ahead of the server keeps the fresh session (corrected by the token's iat)", async () => {
    const server = Date.now();
    vi.useFakeTimers({ shouldAdvanceTime: true, now: server + 5 * 3600_000 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const token = fakeJwt({ iat: Math.floor(server / 1000), exp: Math.floor(server / 1000) + 3600, sub: '7' });
    fetchMock.mockResolvedValue(jsonResponse({ token }));
    renderLogin({ from: '/meus-dados' });
    await signIn(user);
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText('página meus dados')).toBeInTheDocument();
    expect(readSession()?.token).toBe(token);
  });

  it('a token that arrives already expired by the device clock (no iat to correct it) says to check the clock', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse({ token: fakeJwt({ exp: Math.floor(Date.now() / 1000) - 60 }) }));
    const router = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A data e a hora deste dispositivo parecem erradas: a sessão recebida já aparece como vencida. Acerte o relógio do dispositivo e entre novamente.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Acessar' })).toBeEnabled();
  });

  it('sends a stored, unexpired token straight to its landing page', async () => {
    localStorage.setItem('token', tokenFor('CLIENTE'));
    renderLogin();
    expect(await screen.findByText('página cotações')).toBeInTheDocument();
  });

  it.each([
    ['expired', fakeJwt({ exp: 1 })],
    ['undecodable', 'lixo'],
  ])('discards an %s stored token and shows the form', (_case, token) => {
    localStorage.setItem('token', token);
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Acessar sua conta' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
