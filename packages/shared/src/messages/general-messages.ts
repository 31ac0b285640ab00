/** Texts of the layout and shared screens (docs/produto.md §2). */
export const GENERAL_MESSAGES = {
  loading: 'Carregando...',
  loggingOut: 'Fazendo logout...',
  defaultUserName: 'Usuário',
  // Not in the contract (issue 19): a failed search or record load says so instead of 'no records'.
  searchFailed: 'Não foi possível carregar a busca. Verifique sua conexão e tente novamente.',
  searchForbidden: 'Você não tem permissão para ver estes registros.',
  retry: 'Tentar novamente',
  searchHint: 'Preencha os filtros que quiser e clique em Buscar para ver os registros.',
  recordLoadFailed: 'Não foi possível carregar este registro. Feche e tente novamente.',
  close: 'Fechar',
  notFoundTitle: 'Página não encontrada',
  notFoundDetail: 'O endereço acessado não existe ou foi movido.',
  errorTitle: 'Algo deu errado',
  errorDetail: 'Ocorreu um erro inesperado nesta tela. Tente novamente; se o problema continuar, fale com o suporte.',
  backHome: 'Voltar para o início',
  backToLogin: 'Voltar para o login',
} as const;
