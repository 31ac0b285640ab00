export { onlyDigits } from './only-digits.js';
export { stripMask } from './strip-mask.js';
export { normalizeCpf } from './normalize-cpf.js';
export { isValidCpf } from './is-valid-cpf.js';
export { normalizeCnpj } from './normalize-cnpj.js';
export { isValidCnpj } from './is-valid-cnpj.js';
export { isValidEmail } from './is-valid-email.js';
export { EMAIL_SPACES, normalizeEmail } from './normalize-email.js';
export { hasTwoWords } from './has-two-words.js';
export { isValidCep } from './is-valid-cep.js';
export { isValidPhone, optionalPhoneError } from './is-valid-phone.js';
export { isValidUf } from './is-valid-uf.js';
export { passwordRules, type PasswordRule, type PasswordRuleResult } from './password-rules.js';
export { passwordsMatch } from './passwords-match.js';
export { checkPassword } from './check-password.js';
export { passwordErrors } from './password-errors.js';
export { searchTextError } from './search-text.js';
export { contatoErrors, type ContatoForm, type ContatoErrors } from './contato-errors.js';
export {
  cleanText,
  trimmedText,
  upperText,
  isText,
  requiredText,
  optionalText,
  documentError,
  flagError,
  collectErrors,
  messageText,
  type FieldErrors,
} from './text-rules.js';
export { idEnviado } from './id-enviado.js';
export {
  normalizeProduto,
  produtoErrors,
  PRODUTO_FIELDS,
  type ProdutoField,
  type ProdutoFields,
  type ProdutoErrors,
} from './produto-errors.js';
export {
  enderecoErrors,
  ENDERECO_FIELDS,
  type EnderecoField,
  type EnderecoFields,
  type EnderecoMessages,
} from './endereco-errors.js';
export {
  normalizeCliente,
  clienteErrors,
  CLIENTE_FIELDS,
  type ClienteField,
  type ClienteFields,
  type ClienteErrors,
} from './cliente-errors.js';
export {
  normalizeUsuarioInterno,
  usuarioInternoErrors,
  USUARIO_INTERNO_FIELDS,
  type UsuarioInternoField,
  type UsuarioInternoFields,
  type UsuarioInternoErrors,
} from './usuario-interno-errors.js';
export {
  normalizeCadastroCliente,
  cadastroClienteErrors,
  CADASTRO_CLIENTE_FIELDS,
  type CadastroClienteField,
  type CadastroClienteFields,
  type CadastroClienteErrors,
} from './cadastro-cliente-errors.js';
export {
  normalizeMeusDados,
  meusDadosErrors,
  MEUS_DADOS_FIELDS,
  type MeusDadosField,
  type MeusDadosFields,
  type MeusDadosValues,
  type MeusDadosErrors,
} from './meus-dados-errors.js';
export {
  caractereImprimivel,
  caracteresNaoImprimiveis,
  textoImprimivel,
  textoImprimivelError,
} from './texto-imprimivel.js';
export {
  normalizeAcessoPortal,
  acessoPortalErrors,
  ACESSO_PORTAL_FIELDS,
  type AcessoPortalField,
  type AcessoPortalFields,
  type AcessoPortalErrors,
} from './acesso-portal-errors.js';
export { controlesDeDirecao, textoLivreError } from './controles-de-direcao.js';
