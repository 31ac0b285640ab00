import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { guardarLocal } from '@/lib/guardado-local';
import { stubFetch } from '@/test/fetch-stub';
import { tokenFor } from '@/test/jwt';
import { LogoutPage } from './logout-page';

describe('LogoutPage', () => {
  const { requests } = stubFetch(() => ({ 'POST /api/auth/logout': () => ({ body: {} }) }));
  beforeEach(() => localStorage.clear());

  it("removes the copies kept for the user who clicked Sair (F4's typing), not another user's", async () => {
    localStorage.setItem('token', tokenFor('COMERCIAL', 3600, { sub: '7' }));
    guardarLocal(7, 'cotacao.5', { form: { itens: [] } });
    guardarLocal(8, 'cotacao.5', { form: { itens: [] } });
    const router = createMemoryRouter(
      [
        { path: '/logout', element: <LogoutPage /> },
        { path: '/login', element: <p>página login</p> },
      ],
      { initialEntries: ['/logout'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('página login');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/auth/logout']);
    expect(Object.keys(localStorage)).toEqual(['portal.guardado.8.cotacao.5']);
  });
});
