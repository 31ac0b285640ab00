/** Texts of the layout and shared screens (docs/produto.md §2). */
export const GENERAL_MESSAGES = {
  loading: 'Carregando...',
  loggingOut: 'Fazendo logout...',
  defaultUserName: 'Usuário',
} as const;
