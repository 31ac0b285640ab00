/** Search filter messages (docs/produto.md §5). */
export const SEARCH_MESSAGES = {
  /** Customer nome and internal user name filters. */
  nomeMinLength: 'Digite 3 ou mais caracteres para o nome.',
  /** Customer email_faturamento and internal user email filters. */
  emailMinLength: 'Digite 3 ou mais caracteres para o e-mail.',
  logTextMinLength: 'Digite ao menos 3 caracteres para texto.',
  productNomeMinLength: 'Digite ao menos 3 caracteres para nome.',
} as const;
