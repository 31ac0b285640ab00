/** E-mail confirmation page message per `status` query value (docs/produto.md §4). */
export const CONFIRM_EMAIL_MESSAGES = {
  success: 'E-mail confirmado com sucesso!',
  'already-confirmed': 'Este e-mail já estava confirmado.',
  'not-found': 'Conta não encontrada.',
  error: 'Token inválido ou expirado.',
  default: 'Ocorreu um problema ao confirmar seu e-mail.',
} as const;
