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
    { label: 'Produtos e Serviços', to: '/comercial/produtos-busca' },
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

/** docs/produto.md §2, §6: which links and dropdowns each role sees (decided on the client). */
export function menusFor(role: string | null): RoleMenus {
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
    dropdowns: [...(role === 'ADMIN' ? [ADMIN_MENU] : []), ...(staff ? [COMERCIAL_MENU, RELATORIOS_MENU] : [])],
  };
}
