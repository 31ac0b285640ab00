/** Success messages (docs/produto.md §8); see also `cadastroClienteSuccessMessage`. */
export const SUCCESS_MESSAGES = {
  userCreated: 'Usuário criado com sucesso!',
  userUpdated: 'Usuário atualizado com sucesso!',
  emailResent: 'Email reenviado com sucesso!',
  userDeleted: 'Usuário excluído com sucesso!',
  dataUpdated: 'Dados atualizados com sucesso!',
  resetLinkSent: 'Link para redefinir senha foi enviado ao e-mail do responsável!',
  passwordSet: 'Senha definida com sucesso! Seu e-mail foi confirmado. Redirecionando em 5 segundos.',
  /** Followed by the countdown. */
  cadastroClientePrefix:
    'Sua conta foi criada! Verifique seu email para definir sua senha. Você será direcionado para o login em ',
  login: 'Login realizado com sucesso!',
  // Back-office deletions (the contract shows no text; same voice as the user messages).
  customerCreated: 'Cliente criado com sucesso!',
  customerUpdated: 'Cliente atualizado com sucesso!',
  customerDeleted: 'Cliente excluído com sucesso!',
  productCreated: 'Produto/Serviço criado com sucesso!',
  productUpdated: 'Produto/Serviço atualizado com sucesso!',
  productDeleted: 'Produto/Serviço excluído com sucesso!',
  /** Internal user saved with a new e-mail that still has to be confirmed. */
  userUpdatedEmailPending:
    'Usuário atualizado com sucesso! Enviamos um link de confirmação para o novo e-mail; o acesso muda para ele após a confirmação.',
} as const;
