/** Meus Dados form messages (docs/produto.md §5). */
export const MEUS_DADOS_MESSAGES = {
  nomeRequired: 'Nome é obrigatório.',
  nomeTwoWords: 'Informe ao menos 2 palavras no nome.',
  emailRequired: 'E-mail é obrigatório.',
  emailInvalid: 'Formato de e-mail inválido.',
  telefoneMinLength: 'Telefone do cliente deve ter ao menos 10 dígitos.',
  // The contract says CPF/CNPJ are "checked if present" without a text; these follow section 5's wording.
  cpfInvalid: 'CPF inválido.',
  cnpjInvalid: 'CNPJ inválido.',
  responsavelNomeRequired: 'Nome do responsável é obrigatório.',
  responsavelNomeTwoWords: 'Precisa ao menos 2 palavras no nome do responsável.',
  responsavelEmailRequired: 'E-mail do responsável é obrigatório.',
  responsavelEmailInvalid: 'Formato de e-mail inválido para o responsável.',
  // The contract gives the rule ("phone at least 10 digits") but no text; worded like the customer's.
  responsavelTelefoneMinLength: 'Telefone do responsável deve ter ao menos 10 dígitos.',
  cepRequired: 'CEP é obrigatório.',
  cepInvalid: 'CEP inválido.',
  logradouroRequired: 'Logradouro é obrigatório.',
  numeroRequired: 'Número é obrigatório.',
  bairroRequired: 'Bairro é obrigatório.',
  cidadeRequired: 'Cidade é obrigatória.',
  ufRequired: 'UF é obrigatória.',
} as const;
