import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AuthContext } from '@/lib/auth-context';
import { AppLayout } from './app-layout';
import type { FeatureMenuItem } from './feature-route';

// A feature's own entry, as a *.route.ts declares it; the menu the app really assembles is pinned by
// the browser test (e2e/auth/session.e2e.ts), so a new screen does not edit this file.
const FEATURES: FeatureMenuItem[] = [
  { dropdown: 'Comercial', label: 'Produtos e Serviços', to: '/comercial/produtos-busca', after: 'Planos' },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLayout(role: string, name = 'Maria Souza') {
  const router = createMemoryRouter(
    [{ path: '*', element: <AppLayout features={FEATURES} />, children: [{ path: '*', element: <Where /> }] }],
    {
      initialEntries: ['/dashboard'],
    },
  );
  render(
    <AuthContext.Provider
      value={{ status: 'authenticated', role, user: { name, email: 'm@x.com', roles: [role as 'ADMIN'] } }}
    >
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
}

const nav = () => within(screen.getByRole('navigation', { name: 'Menu principal' }));
const topLevel = () =>
  nav()
    .queryAllByRole('link')
    .concat(nav().queryAllByRole('button'))
    .map((element) => element.textContent?.replace(/\s*▾$/, '').trim());

describe('AppLayout menus per role (docs/produto.md §2, §6)', () => {
  it.each([
    ['ADMIN', ['Portal de Cotações', 'Dashboard', 'Admin', 'Comercial', 'Relatórios', 'Maria Souza']],
    ['COMERCIAL', ['Portal de Cotações', 'Dashboard', 'Comercial', 'Relatórios', 'Maria Souza']],
    ['CLIENTE', ['Portal de Cotações', 'Menu', 'Meus Pedidos', 'Meus Dados', 'Maria Souza']],
  ])('%s sees exactly its menus', (role, expected) => {
    renderLayout(role);
    const logo = nav().getByRole('img', { name: 'Portal de Cotações' });
    expect(logo).toHaveAttribute('src', '/logo.svg');
    expect(topLevel().map((text) => text || 'Portal de Cotações')).toEqual(expected);
  });

  it.each([
    ['Admin', ['Usuários Internos', 'Logs']],
    ['Comercial', ['Clientes', 'Planos', 'Produtos e Serviços', 'Cotações', 'Pedidos']],
    ['Relatórios', ['Leads', 'Uso']],
  ])('the %s dropdown lists its items', async (menu, items) => {
    const user = userEvent.setup();
    renderLayout('ADMIN');
    await user.click(nav().getByRole('button', { name: menu }));
    const list = screen.getByRole('menu');
    expect(
      within(list)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(items);
  });

  it('works by keyboard: Enter opens, arrows move, Enter follows the link', async () => {
    const user = userEvent.setup();
    renderLayout('COMERCIAL');
    nav().getByRole('button', { name: 'Comercial' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Clientes' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Produtos e Serviços' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/comercial/produtos-busca');
  });

  it('falls back to "Usuário", and the user menu leads to Sair and the two modals', async () => {
    const user = userEvent.setup();
    renderLayout('CLIENTE', '');
    await user.click(nav().getByRole('button', { name: 'Usuário' }));
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveAttribute('href', '/logout');
    await user.click(screen.getByRole('menuitem', { name: 'Editar perfil' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar perfil' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('m@x.com');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await user.click(nav().getByRole('button', { name: 'Usuário' }));
    await user.click(screen.getByRole('menuitem', { name: 'Notificações e idioma' }));
    expect(screen.getByRole('dialog', { name: 'Notificações e idioma' })).toBeInTheDocument();
  });
});

describe('menusFor with the features’ own entries', () => {
  it('puts an entry after the item it names (even one a later file declares), or at the end of its dropdown', async () => {
    const { menusFor } = await import('./menu-config');
    const items = (role: string) =>
      menusFor(role, [
        { dropdown: 'Comercial', label: 'C', to: '/c', after: 'B' },
        { dropdown: 'Comercial', label: 'B', to: '/b', after: 'Clientes' },
        { dropdown: 'Admin', label: 'Z', to: '/z' },
        { dropdown: 'Admin', label: 'Y', to: '/y', after: 'nenhum' },
      ]).dropdowns.map((menu) => [menu.label, menu.items.map((item) => item.label)]);
    expect(items('ADMIN')).toEqual([
      ['Admin', ['Usuários Internos', 'Logs', 'Z', 'Y']],
      ['Comercial', ['Clientes', 'B', 'C', 'Planos', 'Cotações', 'Pedidos']],
      ['Relatórios', ['Leads', 'Uso']],
    ]);
    expect(items('COMERCIAL').map(([label]) => label)).toEqual(['Comercial', 'Relatórios']);
  });
});
