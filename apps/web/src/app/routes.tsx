import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, redirect, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { RequireRole } from '@/components/guards/require-role';
import { FEATURE_MENU, FEATURE_ROUTES } from './feature-routes';

// Every page is its own chunk (route-level code splitting), so /login loads only what it shows.
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

// The error pages load on demand too: a crash or a bad address is rare, /login must stay small.
const LazyRouteError = lazy(() =>
  import('@/components/feedback/error-screen').then((m) => ({ default: m.RouteErrorPage })),
);
function RouteError() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LazyRouteError />
    </Suspense>
  );
}

const clientesSearch = page(
  () => import('@/features/clientes/clientes-search-page'),
  (m) => m.ClientesSearchPage,
);

// The contract's placeholders reuse the customer search screen.
const PLACEHOLDER_PATHS = [
  '/comercial/planos-busca',
  '/cliente/usuarios',
  '/cliente/departamentos',
  '/fornecedor/usuarios',
  '/fornecedor/departamentos',
  '/relatorios/leads',
  '/relatorios/uso',
];

/** The single route table (docs/produto.md §2); unknown addresses and crashes get Portuguese pages (issue 19). */
export const routes: RouteObject[] = [
  {
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      { path: '/', loader: () => redirect('/login') },
      {
        path: '/login',
        lazy: page(
          () => import('@/features/auth/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: '/logout',
        lazy: page(
          () => import('@/features/auth/logout-page'),
          (m) => m.LogoutPage,
        ),
      },
      {
        path: '/confirm-email',
        lazy: page(
          () => import('@/features/confirm-email/confirm-email-page'),
          (m) => m.ConfirmEmailPage,
        ),
      },
      {
        path: '/reset-password',
        lazy: page(
          () => import('@/features/reset-password/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: '/cadastro-cliente',
        lazy: page(
          () => import('@/features/cadastro-cliente/cadastro-cliente-page'),
          (m) => m.CadastroClientePage,
        ),
      },
      {
        path: '/fale-conosco',
        lazy: page(
          () => import('@/features/contato/fale-conosco-page'),
          (m) => m.FaleConoscoPage,
        ),
      },
      {
        path: '/privacidade',
        lazy: page(
          () => import('@/features/privacidade/privacidade-page'),
          (m) => m.PrivacidadePage,
        ),
      },
      {
        path: '/forgot-password',
        lazy: page(
          () => import('@/features/forgot-password/forgot-password-page'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        // The layout shows the declared screens' menu entries (feature-routes.ts).
        lazy: page(
          () => import('@/components/layout/authenticated-layout'),
          ({ AuthenticatedLayout }) =>
            function Layout() {
              return <AuthenticatedLayout features={FEATURE_MENU} />;
            },
        ),
        children: [
          // The screens each feature declares in its own *.route.ts.
          ...FEATURE_ROUTES,
          {
            path: '/dashboard',
            lazy: page(
              () => import('@/features/dashboard/dashboard-page'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: '/admin/usuarios-internos-busca',
            lazy: page(
              () => import('@/features/usuarios-internos/usuarios-internos-search-page'),
              (m) => m.UsuariosInternosSearchPage,
            ),
          },
          {
            path: '/admin/logs-busca',
            lazy: page(
              () => import('@/features/logs/logs-search-page'),
              (m) => m.LogsSearchPage,
            ),
          },
          { path: '/comercial/clientes-busca', lazy: clientesSearch },
          {
            path: '/comercial/cotacoes-busca',
            lazy: page(
              () => import('@/features/cotacoes/cotacoes-search-page'),
              (m) => m.CotacoesSearchPage,
            ),
          },
          {
            path: '/comercial/pedidos-busca',
            lazy: page(
              () => import('@/features/pedidos/pedidos-search-page'),
              (m) => m.PedidosSearchPage,
            ),
          },
          {
            path: '/comercial/pedidos/:id',
            lazy: page(
              () => import('@/features/pedidos/pedido-page'),
              (m) => m.PedidoPage,
            ),
          },
          // The editor is its own chunk: its grid and pickers load only when a quotation opens.
          ...['/comercial/cotacoes/nova', '/comercial/cotacoes/:id'].map((path) => ({
            path,
            lazy: page(
              () => import('@/features/cotacoes/cotacao-editor-page'),
              (m) => m.CotacaoEditorPage,
            ),
          })),
          ...PLACEHOLDER_PATHS.map((path) => ({ path, lazy: clientesSearch })),
          {
            path: '/cliente/minhas-cotacoes',
            lazy: page(
              () => import('@/features/minhas-cotacoes/minhas-cotacoes-page'),
              (m) => m.MinhasCotacoesPage,
            ),
          },
          {
            path: '/cliente/meus-pedidos',
            lazy: page(
              () => import('@/features/meus-pedidos/meus-pedidos-page'),
              (m) => m.MeusPedidosPage,
            ),
          },
          {
            path: '/cliente/meus-pedidos/:id',
            lazy: page(
              () => import('@/features/meus-pedidos/meu-pedido-page'),
              (m) => m.MeuPedidoPage,
            ),
          },
          {
            path: '/cliente/minhas-cotacoes/:id',
            lazy: page(
              () => import('@/features/minhas-cotacoes/minha-cotacao-page'),
              (m) => m.MinhaCotacaoPage,
            ),
          },
          {
            element: (
              <RequireRole role="CLIENTE">
                <Outlet />
              </RequireRole>
            ),
            children: [
              {
                path: '/meus-dados',
                lazy: page(
                  () => import('@/features/meus-dados/meus-dados-page'),
                  (m) => m.MeusDadosPage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: page(
          () => import('@/components/feedback/error-screen'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
