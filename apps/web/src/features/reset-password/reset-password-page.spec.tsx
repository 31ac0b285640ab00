import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { jsonResponse } from '@/test/jwt';
import { ResetPasswordPage } from './reset-password-page';
import { stubFetch } from '@/test/fetch-stub';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>página login</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ResetPasswordPage', () => {
  const { fetchMock } = stubFetch();
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function expectRedirectAfter5s(router: ReturnType<typeof renderAt>) {
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/login');
  }

  it('says the link is incomplete without asking the server, then goes to /login after 5 s', async () => {
    const router = renderAt('/reset-password?userId=7');
    expect(screen.getByRole('alert')).toHaveTextContent('Link inválido ou incompleto.');
    expect(fetchMock).not.toHaveBeenCalled();
    await expectRedirectAfter5s(router);
  });

  it.each([
    [jsonResponse({ valid: false, reason: 'Este link de redefinição expirou. Solicite um novo.' }), 'expirou'],
    [jsonResponse({ valid: false }), 'Este link de redefinição está inválido ou expirado.'],
    [new Response('x', { status: 502 }), 'Falha ao verificar o link de redefinição.'],
  ])('shows why the link is refused, then redirects', async (response, text) => {
    fetchMock.mockResolvedValue(response);
    const router = renderAt('/reset-password?userId=7&token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/auth/check-reset-token?userId=7&token=abc');
    await expectRedirectAfter5s(router);
  });

  it('saves a password that passes the checklist, disables the form and redirects after 5 s', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fetchMock.mockResolvedValueOnce(jsonResponse({ valid: true, reason: null }));
    const router = renderAt('/reset-password?userId=7&token=abc');
    const password = await screen.findByLabelText('Nova senha');
    const save = screen.getByRole('button', { name: 'Salvar senha' });
    await user.type(password, 'Senha987');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'Senha987');
    expect(save).toBeEnabled();

    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Senha definida com sucesso! Seu e-mail foi confirmado. Redirecionando em 5 segundos.' }),
    );
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Senha definida com sucesso! Seu e-mail foi confirmado. Redirecionando em 5 segundos.',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({
      userId: '7',
      token: 'abc',
      newPassword: 'Senha987',
      confirmPassword: 'Senha987',
    });
    expect(screen.getByLabelText('Nova senha')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar senha' })).toBeDisabled();
    await expectRedirectAfter5s(router);
  });

  it.each([
    ['/cliente/minhas-cotacoes/42', '/cliente/minhas-cotacoes/42'],
    ['https://outro.site/x', undefined],
    ['//outro.site/x', undefined],
  ])('after an invitation with next=%s, hands %s to the sign-in', async (next, from) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ valid: true, reason: null }))
      .mockResolvedValueOnce(jsonResponse({ message: 'Senha definida com sucesso!' }));
    const router = renderAt(`/reset-password?userId=7&token=abc&next=${encodeURIComponent(next)}`);
    await user.type(await screen.findByLabelText('Nova senha'), 'Senha987');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'Senha987');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    await screen.findByRole('alert');
    await expectRedirectAfter5s(router);
    expect((router.state.location.state as { from?: string } | null)?.from).toBe(from);
  });

  it('shows the server refusal of the new password', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ valid: true }))
      .mockResolvedValueOnce(jsonResponse({ message: 'Este link de redefinição já foi utilizado.' }, 400));
    const router = renderAt('/reset-password?userId=7&token=abc');
    await user.type(await screen.findByLabelText('Nova senha'), 'Senha987');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'Senha987');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este link de redefinição já foi utilizado.');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
