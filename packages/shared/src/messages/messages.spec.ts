import { describe, expect, it } from 'vitest';
import {
  CONFIRM_EMAIL_MESSAGES,
  CLIENTE_MESSAGES,
  ERROR_FALLBACKS,
  USUARIO_INTERNO_MESSAGES,
  LOGIN_MESSAGES,
  LOOKUP_MESSAGES,
  MEUS_DADOS_MESSAGES,
  PASSWORD_MESSAGES,
  PRODUTO_MESSAGES,
  CADASTRO_CLIENTE_MESSAGES,
  RESET_LINK_MESSAGES,
  SEARCH_MESSAGES,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
} from './index.js';

// The contract's texts, copied character for character: a change here is a change of the contract.
describe('spec texts', () => {
  it.each([
    // Customer form: no final period except where the contract has one.
    [CLIENTE_MESSAGES.nomeRequiredPf, 'Nome é obrigatório (PF).'],
    [CLIENTE_MESSAGES.cpfRequired, 'CPF é obrigatório'],
    [CLIENTE_MESSAGES.cpfInvalid, 'CPF inválido'],
    [CLIENTE_MESSAGES.emailInvalid, 'Formato de e-mail inválido'],
    [CLIENTE_MESSAGES.nomeRequiredPj, 'Nome/Fantasia é obrigatório (PJ).'],
    [CLIENTE_MESSAGES.cnpjRequired, 'CNPJ é obrigatório'],
    [CLIENTE_MESSAGES.cnpjInvalid, 'CNPJ inválido'],
    [CLIENTE_MESSAGES.razaoSocialRequired, 'Razão Social é obrigatória (PJ).'],
    [CLIENTE_MESSAGES.emailFaturamentoRequired, 'Email de faturamento é obrigatório (PJ).'],
    [CLIENTE_MESSAGES.ieRequired, 'Obrigatória (PJ não isenta).'],
    [CLIENTE_MESSAGES.logradouroRequired, 'Logradouro é obrigatório'],
    [CLIENTE_MESSAGES.bairroRequired, 'Bairro é obrigatório'],
    [CLIENTE_MESSAGES.cidadeRequired, 'Cidade é obrigatória'],
    [CLIENTE_MESSAGES.ufRequired, 'UF é obrigatória'],
    [CLIENTE_MESSAGES.cepRequired, 'CEP é obrigatório'],
    [CLIENTE_MESSAGES.cepInvalid, 'CEP inválido'],
    [CLIENTE_MESSAGES.numeroRequired, 'Número é obrigatório'],
    [CLIENTE_MESSAGES.cepLookupInvalid, 'CEP inválido ou incompleto'],
    [CLIENTE_MESSAGES.confirmDelete, 'Tem certeza que deseja excluir este Cliente?'],
    [CLIENTE_MESSAGES.noOrders, 'Nenhum pedido encontrado.'],
    [CLIENTE_MESSAGES.noUsers, 'Nenhum usuário encontrado.'],
    // Internal user: with final period.
    [USUARIO_INTERNO_MESSAGES.emailRequired, 'E-mail é obrigatório.'],
    [USUARIO_INTERNO_MESSAGES.emailInvalid, 'Formato de e-mail inválido.'],
    [USUARIO_INTERNO_MESSAGES.nameRequired, 'Nome é obrigatório.'],
    [USUARIO_INTERNO_MESSAGES.nameTwoWords, 'Informe ao menos duas palavras no nome.'],
    [USUARIO_INTERNO_MESSAGES.phoneInvalid, 'Telefone deve ter 10 ou 11 dígitos.'],
    [USUARIO_INTERNO_MESSAGES.roleRequired, 'Selecione o perfil de acesso.'],
    [USUARIO_INTERNO_MESSAGES.confirmDelete, 'Tem certeza que deseja excluir este usuário?'],
    [PRODUTO_MESSAGES.skuRequired, 'SKU é obrigatório (máx 10 chars).'],
    [PRODUTO_MESSAGES.tipoInvalid, 'Tipo deve ser p (Produto) ou s (Serviço).'],
    [PRODUTO_MESSAGES.confirmDelete, 'Tem certeza que deseja excluir este Produto/Serviço?'],
    [SEARCH_MESSAGES.nomeMinLength, 'Digite 3 ou mais caracteres para o nome.'],
    [SEARCH_MESSAGES.emailMinLength, 'Digite 3 ou mais caracteres para o e-mail.'],
    [SEARCH_MESSAGES.logTextMinLength, 'Digite ao menos 3 caracteres para texto.'],
    [SEARCH_MESSAGES.productNomeMinLength, 'Digite ao menos 3 caracteres para nome.'],
    [PASSWORD_MESSAGES.minLength, 'A senha deve ter ao menos 8 caracteres.'],
    [PASSWORD_MESSAGES.lettersAndDigits, 'A senha deve ter letras e números.'],
    [PASSWORD_MESSAGES.noSequence, 'A senha não pode conter sequências como 123.'],
    [PASSWORD_MESSAGES.mismatch, 'As senhas não conferem.'],
    // Public registration says "Email", not "E-mail".
    [CADASTRO_CLIENTE_MESSAGES.emailRequired, 'Email é obrigatório.'],
    [CADASTRO_CLIENTE_MESSAGES.emailInvalid, 'Formato de email inválido.'],
    [CADASTRO_CLIENTE_MESSAGES.nomeRequiredPf, 'Nome é obrigatório (pessoa física).'],
    [CADASTRO_CLIENTE_MESSAGES.nomeResponsavelRequired, 'Nome do Responsável é obrigatório (PJ).'],
    [CADASTRO_CLIENTE_MESSAGES.cpfInvalid, 'CPF inválido.'],
    [CADASTRO_CLIENTE_MESSAGES.cnpjRequired, 'CNPJ é obrigatório.'],
    [MEUS_DADOS_MESSAGES.nomeTwoWords, 'Informe ao menos 2 palavras no nome.'],
    [MEUS_DADOS_MESSAGES.telefoneMinLength, 'Telefone do cliente deve ter ao menos 10 dígitos.'],
    [MEUS_DADOS_MESSAGES.responsavelNomeTwoWords, 'Precisa ao menos 2 palavras no nome do responsável.'],
    [MEUS_DADOS_MESSAGES.responsavelEmailInvalid, 'Formato de e-mail inválido para o responsável.'],
    [MEUS_DADOS_MESSAGES.cidadeRequired, 'Cidade é obrigatória.'],
    [MEUS_DADOS_MESSAGES.numeroRequired, 'Número é obrigatório.'],
    [LOGIN_MESSAGES.success, 'Login realizado com sucesso!'],
    [LOGIN_MESSAGES.tooManyAttempts, 'Muitas tentativas. Aguarde antes de tentar novamente.'],
    [LOGIN_MESSAGES.tokenMissing, 'Erro inesperado: Token não recebido.'],
    [LOGIN_MESSAGES.networkError, 'Erro ao conectar ao servidor. Por favor, tente novamente mais tarde.'],
    [LOOKUP_MESSAGES.cepError, 'Erro ao consultar CEP'],
    [LOOKUP_MESSAGES.cepNotFound, 'CEP não encontrado'],
    [RESET_LINK_MESSAGES.incomplete, 'Link inválido ou incompleto.'],
    [RESET_LINK_MESSAGES.invalidOrExpired, 'Este link de redefinição está inválido ou expirado.'],
    [RESET_LINK_MESSAGES.checkFailed, 'Falha ao verificar o link de redefinição.'],
    [CONFIRM_EMAIL_MESSAGES['already-confirmed'], 'Este e-mail já estava confirmado.'],
    [CONFIRM_EMAIL_MESSAGES.default, 'Ocorreu um problema ao confirmar seu e-mail.'],
    [ERROR_FALLBACKS.customerDelete, 'Ocorreu um erro ao excluir o cliente.'],
    [ERROR_FALLBACKS.productIdMissing, 'ID não encontrado.'],
    [ERROR_FALLBACKS.userResend, 'Ocorreu um erro ao reenviar os dados de acesso.'],
    [ERROR_FALLBACKS.responsavelIdMissing, 'ID do responsável não definido.'],
    [ERROR_FALLBACKS.connection, 'Erro de conexão.'],
    [SUCCESS_MESSAGES.emailResent, 'Email reenviado com sucesso!'],
    [SUCCESS_MESSAGES.resetLinkSent, 'Link para redefinir senha foi enviado ao e-mail do responsável!'],
    [
      SUCCESS_MESSAGES.passwordSet,
      'Senha definida com sucesso! Seu e-mail foi confirmado. Redirecionando em 5 segundos.',
    ],
    [SERVER_MESSAGES.invalidCredentials, 'E-mail ou senha inválidos.'],
    [SERVER_MESSAGES.documentImmutable, 'CPF e CNPJ não podem ser alterados.'],
    [SERVER_MESSAGES.malformedJson, 'JSON inválido.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('message groups', () => {
  const errorGroups = {
    CLIENTE_MESSAGES,
    USUARIO_INTERNO_MESSAGES,
    PRODUTO_MESSAGES,
    SEARCH_MESSAGES,
    PASSWORD_MESSAGES,
    CADASTRO_CLIENTE_MESSAGES,
    MEUS_DADOS_MESSAGES,
    LOOKUP_MESSAGES,
    RESET_LINK_MESSAGES,
    ERROR_FALLBACKS,
  };

  // The web shows any text containing 'sucesso' as a success: an error must never contain it.
  it.each(Object.entries(errorGroups))('%s never says "sucesso"', (_name, group) => {
    for (const text of Object.values(group)) expect(text).not.toMatch(/sucesso/i);
  });

  it.each(Object.entries({ ...errorGroups, SERVER_MESSAGES, SUCCESS_MESSAGES, LOGIN_MESSAGES }))(
    '%s has only non-empty, trimmed texts',
    (_name, group) => {
      for (const text of Object.values(group)) {
        expect(text.trim().length).toBeGreaterThan(0);
        if (!text.endsWith('em ') && !text.endsWith(': ')) expect(text).toBe(text.trim());
      }
    },
  );

  it('server error texts never say "sucesso"', () => {
    const successKeys = ['logoutDone', 'passwordDefined', 'cadastroClienteCreated', 'emailChangePending'];
    for (const [key, text] of Object.entries(SERVER_MESSAGES)) {
      if (!successKeys.includes(key)) expect(text, key).not.toMatch(/sucesso/i);
      else expect(text, key).toMatch(/sucesso/);
    }
  });
});
