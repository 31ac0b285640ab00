import { GENERAL_MESSAGES } from '@portal/shared/messages';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { clearToken, storeToken } from '@/lib/token';
import { tokenFor } from '@/test/jwt';
import { NotFoundPage, RouteErrorPage, wayBack } from './error-screen';

function Broken(): never {
  throw new Error('quebrou');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { path: '/quebrada', Component: Broken },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('error pages', () => {
  afterEach(() => clearToken());

  it('an unknown address: Portuguese 404, back to /login when nobody is signed in', () => {
    renderAt('/nada');
    expect(screen.getByRole('heading', { name: GENERAL_MESSAGES.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GENERAL_MESSAGES.backToLogin })).toHaveAttribute('href', '/login');
    expect(document.title).toBe(`Portal de Cotações - ${GENERAL_MESSAGES.notFoundTitle}`);
  });

  it('a render error: the Portuguese error page, back to the signed-in user’s home', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeToken(tokenFor('CLIENTE'));
    renderAt('/quebrada');
    expect(screen.getByRole('heading', { name: GENERAL_MESSAGES.errorTitle })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: GENERAL_MESSAGES.backHome })).toHaveAttribute(
      'href',
      '/cliente/minhas-cotacoes',
    );
    error.mockRestore();
  });

  it('wayBack: staff go to the dashboard', () => {
    storeToken(tokenFor('COMERCIAL'));
    expect(wayBack()).toEqual({ to: '/dashboard', label: GENERAL_MESSAGES.backHome });
  });
});
