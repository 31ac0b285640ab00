/** Fale conosco and Esqueci minha senha (issue 9): field messages and the answers shown. */
export const CONTATO_MESSAGES = {
  nomeRequired: 'Nome é obrigatório.',
  emailRequired: 'E-mail é obrigatório.',
  emailInvalid: 'Formato de e-mail inválido.',
  telefoneInvalid: 'Telefone deve ter 10 ou 11 dígitos.',
  mensagemRequired: 'Mensagem é obrigatória.',
  mensagemTooLong: 'A mensagem deve ter no máximo 2000 caracteres.',
  nomeTooLong: 'O nome deve ter no máximo 100 caracteres.',
  emailTooLong: 'O e-mail deve ter no máximo 254 caracteres.',
  sent: 'Mensagem enviada com sucesso! Responderemos em breve.',
  sendFailed: 'Não foi possível enviar a mensagem. Tente novamente mais tarde.',
} as const;

/** Limits of the contact form, shared by the browser and the server. */
export const CONTATO_LIMITS = { nome: 100, email: 254, mensagem: 2000 } as const;
