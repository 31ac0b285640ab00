/**
 * Texts the API answers with in `{ message }`. Not in the contract (which does not show server
 * internals); written in the same voice. See also `internalErrorMessage`.
 */
export const SERVER_MESSAGES = {
  // Authentication
  invalidCredentials: 'E-mail ou senha inválidos.',
  userInactive: 'Usuário inativo. Entre em contato com o administrador.',
  passwordNotSet: 'Defina sua senha pelo link enviado ao seu e-mail.',
  // A password the portal generated (first administrator, `portal usuarios:*`): 403 until replaced.
  passwordMustChange: 'Esta senha foi gerada pelo sistema: defina uma senha sua para continuar.',
  unauthenticated: 'Não autenticado.',
  forbidden: 'Acesso negado.',
  tooManyRequests: 'Muitas tentativas. Aguarde antes de tentar novamente.',
  emailRequired: 'E-mail é obrigatório.',
  passwordRequired: 'Senha é obrigatória.',
  logoutDone: 'Logout realizado com sucesso.',

  // Generic request errors
  notFound: 'Registro não encontrado.',
  routeNotFound: 'Recurso não encontrado.',
  validationFailed: 'Dados inválidos.',
  // A JSON array or bare value where the route reads an object (one rule for every body).
  expectedObject: 'Dados inválidos: envie um objeto JSON.',
  databaseUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  // PostgreSQL ended the request's transaction for another one on the same rows (deadlock 40P01,
  // serialization 40001): rolled back whole, so trying again is safe.
  concurrentConflict: 'Outra operação alterava os mesmos dados ao mesmo tempo e nada foi salvo. Tente novamente.',
  // The database could not write (SQLSTATE 53100 disk_full; 53200 out_of_memory and 58030 io_error for
  // storageError): the transaction rolled back whole, so nothing was saved and trying again later is safe.
  diskFull:
    'O servidor está sem espaço em disco e nada foi salvo. Tente novamente em instantes; se continuar, avise o administrador.',
  storageError:
    'O servidor não conseguiu gravar os dados e nada foi salvo. Tente novamente em instantes; se continuar, avise o administrador.',
  // GET /api/health when the database answers but its write test fails (database: 'sem-espaco' | 'sem-gravacao').
  databaseCannotWrite: 'O banco de dados não consegue gravar (disco cheio ou com erro). Avise o administrador.',
  bodyTooLarge: 'O corpo da requisição é grande demais.',
  malformedJson: 'JSON inválido.',
  jsonTooDeep: 'JSON com aninhamento profundo demais.',
  // A JSON body is UTF-8 (RFC 8259); a decoder would put U+FFFD in place of the bad bytes and save that.
  invalidUtf8: 'O corpo da requisição não é texto UTF-8 válido.',
  invalidCharacters: 'O texto contém caracteres inválidos.',
  // A field of another JSON type than the one the API documents (one rule for every route).
  expectedText: 'Valor inválido: envie um texto.',
  expectedNumber: 'Valor inválido: envie um número.',
  integerOutOfRange: 'Número inválido: envie um inteiro de 0 a 2147483647.',
  expectedList: 'Valor inválido: envie uma lista.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado. Envie JSON.',
  conflictDuplicate: 'Registro duplicado: já existe um cadastro com estes dados.',
  conflictReferenced: 'Este registro está em uso por outros dados e não pode ser alterado ou excluído.',
  invalidId: 'ID inválido.',
  invalidPathParam: 'Endereço inválido: um parâmetro da rota não pôde ser lido.',
  invalidPage: 'Página inválida.',
  invalidPageSize: 'Tamanho de página inválido. Use 15, 30 ou 50.',
  invalidSortField: 'Campo de ordenação inválido.',
  invalidSortDirection: 'Direção de ordenação inválida. Use asc ou desc.',
  invalidDate: 'Data inválida.',
  invalidDateRange: 'A data inicial deve ser anterior à data final.',

  // Conflicts and business rules
  cpfTaken: 'CPF já cadastrado.',
  cnpjTaken: 'CNPJ já cadastrado.',
  skuTaken: 'SKU já cadastrado.',
  emailTaken: 'E-mail já cadastrado.',
  documentImmutable: 'CPF e CNPJ não podem ser alterados.',
  skuImmutable: 'SKU não pode ser alterado.',
  customerHasOrders: 'Este cliente possui pedidos e não pode ser excluído.',
  cannotDeleteSelf: 'Você não pode excluir a sua própria conta.',
  cannotDeactivateSelf: 'Você não pode inativar a sua própria conta.',
  lastAdmin: 'Não é possível excluir, inativar ou rebaixar o último administrador ativo.',
  roleNotFound: 'Perfil de acesso não encontrado.',

  // Password links (the reset page shows `reason` as is)
  resetTokenExpired: 'Este link de redefinição expirou. Solicite um novo.',
  resetTokenUsed: 'Este link de redefinição já foi utilizado.',
  resetTokenInvalid: 'Este link de redefinição está inválido ou expirado.',
  passwordDefined: 'Senha definida com sucesso!',
  forgotPassword: 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',

  // E-mail changes (delivery never fails an action: every e-mail goes through the queue)
  emailChangePending:
    'Dados atualizados com sucesso! Enviamos um link de confirmação para o novo e-mail do responsável; o login muda após a confirmação.',

  // Public registration and lookups
  cadastroClienteCreated: 'Cadastro realizado com sucesso! Verifique seu e-mail para definir sua senha.',
  cnpjLookupNotFound: 'CNPJ não encontrado.',
  cnpjLookupUnavailable: 'Serviço de consulta de CNPJ indisponível. Tente novamente em instantes.',
  cnpjLookupProviderError: 'O serviço de consulta de CNPJ não conseguiu atender a consulta.',
  cnpjLookupThrottled: 'O serviço de consulta de CNPJ recebeu consultas demais. Aguarde um minuto e tente novamente.',
  cnpjLookupTimeout: 'O serviço de consulta de CNPJ não respondeu a tempo. Tente novamente.',

  // Back-office searches and forms
  unknownParameter: 'Parâmetro desconhecido na consulta.',
  registroAlterado:
    'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.',
  invalidTipoPessoa: 'Tipo de pessoa deve ser pf ou pj.',
  invalidStatusFilter: 'Filtro de status inválido.',
  invalidUf: 'UF inválida.',
  invalidDocFilter: 'Documento inválido: informe o CPF ou o CNPJ.',
  invalidFlag: 'Valor inválido: use verdadeiro ou falso.',
  invalidUserStatus: 'Status deve ser 1 (Ativo) ou 0 (Inativo).',
} as const;
