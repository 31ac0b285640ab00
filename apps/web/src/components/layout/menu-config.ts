import type { FeatureMenuItem } from './feature-route';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuDropdown {
  label: string;
  items: MenuLink[];
}

export interface RoleMenus {
  links: MenuLink[];
  dropdowns: MenuDropdown[];
}

const ADMIN_MENU: MenuDropdown = {
  label: 'Admin',
  items: [
    { label: 'Usuários Internos', to: '/admin/usuarios-internos-busca' },
    { label: 'Logs', to: '/admin/logs-busca' },
  ],
};

const COMERCIAL_MENU: MenuDropdown = {
  label: 'Comercial',
  items: [
    { label: 'Clientes', to: '/comercial/clientes-busca' },
    { label: 'Planos', to: '/comercial/planos-busca' },
    { label: 'Cotações', to: '/comercial/cotacoes-busca' },
    { label: 'Pedidos', to: '/comercial/pedidos-busca' },
  ],
};

const RELATORIOS_MENU: MenuDropdown = {
  label: 'Relatórios',
  items: [
    { label: 'Leads', to: '/relatorios/leads' },
    { label: 'Uso', to: '/relatorios/uso' },
  ],
};

/**
 * A dropdown with the features' own entries (their *.route.ts) put in place. An entry may name
 * another feature's entry as its anchor, whatever the order of the files: each round places those
 * whose anchor is there; an entry whose anchor never comes goes at the end.
 */
function withFeatures(menu: MenuDropdown, features: FeatureMenuItem[]): MenuDropdown {
  const items = [...menu.items];
  let waiting = features.filter((feature) => feature.dropdown === menu.label);
  while (waiting.length) {
    const placeable = waiting.filter(({ after }) => items.some((item) => item.label === after));
    const round = placeable.length ? placeable : waiting.slice(0, 1);
    for (const { label, to, after } of round) {
      const at = items.findIndex((item) => item.label === after);
      items.splice(at < 0 ? items.length : at + 1, 0, { label, to });
    }
    waiting = waiting.filter((feature) => !round.includes(feature));
  }
  return { ...menu, items };
}

/** docs/produto.md §2, §6: which links and dropdowns each role sees (decided on the client). */
export function menusFor(role: string | null, features: FeatureMenuItem[] = []): RoleMenus {
  if (role === 'CLIENTE') {
    return {
      links: [
        { label: 'Menu', to: '/cliente/minhas-cotacoes' },
        { label: 'Meus Pedidos', to: '/cliente/meus-pedidos' },
        { label: 'Meus Dados', to: '/meus-dados' },
      ],
      dropdowns: [],
    };
  }
  const staff = role === 'ADMIN' || role === 'COMERCIAL';
  return {
    links: staff ? [{ label: 'Dashboard', to: '/dashboard' }] : [],
    dropdowns: [...(role === 'ADMIN' ? [ADMIN_MENU] : []), ...(staff ? [COMERCIAL_MENU, RELATORIOS_MENU] : [])].map(
      (menu) => withFeatures(menu, features),
    ),
  };
}
