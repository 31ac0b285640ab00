import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConfirmEmailPage } from './confirm-email-page';

describe('ConfirmEmailPage', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['success', 'E-mail confirmado com sucesso!'],
    ['already-confirmed', 'Este e-mail já estava confirmado.'],
    ['not-found', 'Conta não encontrada.'],
    ['error', 'Token inválido ou expirado.'],
    ['outro', 'Ocorreu um problema ao confirmar seu e-mail.'],
    ['', 'Ocorreu um problema ao confirmar seu e-mail.'],
  ])('status=%s shows "%s", says 4 s and leaves after 5 s', async (status, message) => {
    vi.useFakeTimers();
    const router = createMemoryRouter(
      [
        { path: '/confirm-email', element: <ConfirmEmailPage /> },
        { path: '/', element: <p>início</p> },
      ],
      { initialEntries: [`/confirm-email?status=${status}`] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Você será redirecionado em 4 segundos...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(router.state.location.pathname).toBe('/confirm-email');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/');
  });
});
