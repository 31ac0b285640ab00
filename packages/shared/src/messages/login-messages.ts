/** Login screen messages (docs/produto.md §4, §8). */
export const LOGIN_MESSAGES = {
  success: 'Login realizado com sucesso!',
  fallback: 'Erro ao realizar login.',
  tooManyAttempts: 'Muitas tentativas. Aguarde antes de tentar novamente.',
  unexpectedResponse: 'Ocorreu um problema. Tente novamente mais tarde.',
  tokenMissing: 'Erro inesperado: Token não recebido.',
  networkError: 'Erro ao conectar ao servidor. Por favor, tente novamente mais tarde.',
  /** The token arrived already expired by this device's clock (and carries no iat to correct it by). */
  deviceClock:
    'A data e a hora deste dispositivo parecem erradas: a sessão recebida já aparece como vencida. Acerte o relógio do dispositivo e entre novamente.',
} as const;
