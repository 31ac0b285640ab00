/** Password reset link messages (docs/produto.md §8). */
export const RESET_LINK_MESSAGES = {
  incomplete: 'Link inválido ou incompleto.',
  /** Shown when the server gives no reason. */
  invalidOrExpired: 'Este link de redefinição está inválido ou expirado.',
  checkFailed: 'Falha ao verificar o link de redefinição.',
} as const;
