export { GENERAL_MESSAGES } from './general-messages.js';
export { LOGIN_MESSAGES } from './login-messages.js';
export { CLIENTE_MESSAGES } from './cliente-messages.js';
export { USUARIO_INTERNO_MESSAGES } from './usuario-interno-messages.js';
export { PRODUTO_MESSAGES } from './produto-messages.js';
export { SEARCH_MESSAGES } from './search-messages.js';
export { PASSWORD_MESSAGES } from './password-messages.js';
export { CADASTRO_CLIENTE_MESSAGES } from './cadastro-cliente-messages.js';
export { MEUS_DADOS_MESSAGES } from './meus-dados-messages.js';
export { LOOKUP_MESSAGES } from './lookup-messages.js';
export { cnpjLookupErrorMessage } from './cnpj-lookup-error-message.js';
export { RESET_LINK_MESSAGES } from './reset-link-messages.js';
export { CONFIRM_EMAIL_MESSAGES } from './confirm-email-messages.js';
export { confirmEmailMessage } from './confirm-email-message.js';
export { SUCCESS_MESSAGES } from './success-messages.js';
export { cadastroClienteSuccessMessage } from './cadastro-cliente-success-message.js';
export { ERROR_FALLBACKS } from './error-fallbacks.js';
export { SERVER_MESSAGES } from './server-messages.js';
export { internalErrorMessage } from './internal-error-message.js';
export { httpErrorMessage } from './http-error-message.js';
export { isSuccessMessage } from './is-success-message.js';
export { maxLengthMessage } from './max-length-message.js';
export { CONTATO_MESSAGES, CONTATO_LIMITS } from './contato-messages.js';
export { COTACAO_MESSAGES } from './cotacao-messages.js';
export { PEDIDO_CANCELADO_EMAIL, PEDIDO_MESSAGES } from './pedido-messages.js';
export { textoNaoImprimivelMessage } from './texto-imprimivel-message.js';
export { controleDeDirecaoMessage } from './controle-de-direcao-message.js';
export { PDF_MESSAGES } from './pdf-messages.js';
export { NUMERO_MESSAGES } from './numero-messages.js';
export {
  ACESSO_PORTAL_MESSAGES,
  DESTINATARIO_AVISOS,
  documentoJaClienteMessage,
  FATURAMENTO_ANTERIOR_MESSAGES,
} from './acesso-portal-messages.js';
