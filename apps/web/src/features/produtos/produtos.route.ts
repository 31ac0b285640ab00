import type { FeatureRoute } from '@/components/layout/feature-route';

/** The product search, in the Comercial menu after Planos (docs/produto.md §2). */
export const ROUTE: FeatureRoute = {
  path: '/comercial/produtos-busca',
  page: () => import('./produtos-search-page').then((m) => m.ProdutosSearchPage),
  menu: { dropdown: 'Comercial', label: 'Produtos e Serviços', after: 'Planos' },
};
