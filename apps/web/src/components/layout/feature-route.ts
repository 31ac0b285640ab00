import type { ComponentType } from 'react';

/** A dropdown of the staff top bar (docs/produto.md §2); its roles are decided in menu-config.ts. */
export type MenuDropdownLabel = 'Admin' | 'Comercial' | 'Relatórios';

/** A feature's entry in a dropdown: placed after the item labelled `after`, or at the end. */
export interface FeatureMenuItem {
  dropdown: MenuDropdownLabel;
  label: string;
  to: string;
  after?: string;
}

/**
 * A screen declared by its own feature, in `features/<feature>/<feature>.route.ts` (`export const
 * ROUTE`): app/feature-routes.ts finds it by file name and puts it inside the authenticated layout,
 * with its menu entry, so a new screen edits neither routes.tsx nor menu-config.ts.
 */
export interface FeatureRoute {
  path: string;
  /** Loads the page (its own chunk). */
  page: () => Promise<ComponentType>;
  menu?: Omit<FeatureMenuItem, 'to'>;
}
