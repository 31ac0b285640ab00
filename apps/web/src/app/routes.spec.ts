import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';

const GUARDED = [
  '/dashboard',
  '/admin/usuarios-internos-busca',
  '/admin/logs-busca',
  '/comercial/clientes-busca',
  '/comercial/planos-busca',
  '/comercial/produtos-busca',
  '/comercial/cotacoes-busca',
  '/comercial/cotacoes/nova',
  '/comercial/pedidos-busca',
  '/comercial/pedidos/:id',
  '/cliente/meus-pedidos',
  '/cliente/meus-pedidos/:id',
  '/cliente/usuarios',
  '/cliente/departamentos',
  '/fornecedor/usuarios',
  '/fornecedor/departamentos',
  '/relatorios/leads',
  '/relatorios/uso',
  '/cliente/minhas-cotacoes',
  '/cliente/minhas-cotacoes/:id',
  '/meus-dados',
];
const OUTSIDE = [
  '/login',
  '/logout',
  '/confirm-email',
  '/reset-password',
  '/cadastro-cliente',
  '/fale-conosco',
  '/forgot-password',
  '/privacidade',
];

const layoutRoute = routes[0].children!.find((route) => !route.path && route.children)!;
const matched = (path: string) => (matchRoutes(routes, path) ?? []).map((match) => match.route as RouteObject);

describe('route table (docs/produto.md §2)', () => {
  it.each(GUARDED)('%s sits inside the authenticated layout', (path) => {
    const chain = matched(path);
    expect(chain.at(-1)?.path).toBe(path);
    expect(chain).toContain(layoutRoute);
  });

  it.each(OUTSIDE)('%s sits outside the layout', (path) => {
    const chain = matched(path);
    expect(chain.at(-1)?.path).toBe(path);
    expect(chain).not.toContain(layoutRoute);
  });

  it('/ redirects to /login', async () => {
    const root = matched('/').at(-1)!;
    const response = (await (root.loader as () => Promise<Response> | Response)()) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
  });

  it('reuses the customer search screen for the placeholders, with every page its own chunk', async () => {
    const lazyOf = (path: string) => matched(path).at(-1)!.lazy as () => Promise<{ Component: unknown }>;
    const { ClientesSearchPage } = await import('@/features/clientes/clientes-search-page');
    for (const path of [
      '/comercial/clientes-busca',
      '/comercial/planos-busca',
      '/relatorios/uso',
      '/fornecedor/usuarios',
    ]) {
      await expect(lazyOf(path)()).resolves.toEqual({ Component: ClientesSearchPage });
    }
    expect(GUARDED.concat(OUTSIDE).every((path) => typeof matched(path).at(-1)!.lazy === 'function')).toBe(true);
  });

  it('catches render errors at the root and sends unknown addresses to the not-found page (issue 19)', () => {
    expect(routes[0].ErrorBoundary).toBeDefined();
    for (const path of ['/nada-aqui', '/comercial/inexistente', '/admin']) {
      expect(matched(path).at(-1)?.path).toBe('*');
    }
    expect(matched('/login').at(-1)?.path).toBe('/login');
  });
});

describe('screens declared by their features (features/*/*.route.ts)', () => {
  it('sit inside the authenticated layout, and each menu entry opens one of them', async () => {
    const { FEATURE_MENU, FEATURE_ROUTES } = await import('./feature-routes');
    expect(FEATURE_ROUTES.map((route) => route.path)).toContain('/comercial/produtos-busca');
    for (const { path } of FEATURE_ROUTES) expect(matched(path!)).toContain(layoutRoute);
    for (const { to } of FEATURE_MENU) expect(FEATURE_ROUTES.map((route) => route.path)).toContain(to);
    const { ProdutosSearchPage } = await import('@/features/produtos/produtos-search-page');
    const produtos = matched('/comercial/produtos-busca').at(-1)!.lazy as () => Promise<{ Component: unknown }>;
    await expect(produtos()).resolves.toEqual({ Component: ProdutosSearchPage });
  });
});
