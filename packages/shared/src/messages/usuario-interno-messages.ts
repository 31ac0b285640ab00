/** Internal user form messages (docs/produto.md §2, §5). */
export const USUARIO_INTERNO_MESSAGES = {
  emailRequired: 'E-mail é obrigatório.',
  emailInvalid: 'Formato de e-mail inválido.',
  nameRequired: 'Nome é obrigatório.',
  nameTwoWords: 'Informe ao menos duas palavras no nome.',
  phoneInvalid: 'Telefone deve ter 10 ou 11 dígitos.',
  roleRequired: 'Selecione o perfil de acesso.',
  confirmDelete: 'Tem certeza que deseja excluir este usuário?',
} as const;
