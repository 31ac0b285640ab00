import type { RouteObject } from 'react-router-dom';
import type { FeatureMenuItem, FeatureRoute } from '@/components/layout/feature-route';

// Every `features/<feature>/<feature>.route.ts`, found at build time: a screen declares itself.
const DECLARED = import.meta.glob<{ ROUTE: FeatureRoute }>('../features/*/*.route.ts', { eager: true });
const DECLARED_ROUTES = Object.keys(DECLARED)
  .sort()
  .map((file) => DECLARED[file].ROUTE);

/** The declared screens, for the authenticated layout's children (each page its own chunk). */
export const FEATURE_ROUTES: RouteObject[] = DECLARED_ROUTES.map(({ path, page }) => ({
  path,
  lazy: async () => ({ Component: await page() }),
}));

/** Their menu entries, in the order of the files. */
export const FEATURE_MENU: FeatureMenuItem[] = DECLARED_ROUTES.flatMap(({ path, menu }) =>
  menu ? [{ ...menu, to: path }] : [],
);
