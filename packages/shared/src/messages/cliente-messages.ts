/** Customer form and modal messages (docs/produto.md §2, §5). Most have no final period. */
export const CLIENTE_MESSAGES = {
  nomeRequiredPf: 'Nome é obrigatório (PF).',
  cpfRequired: 'CPF é obrigatório',
  cpfInvalid: 'CPF inválido',
  emailInvalid: 'Formato de e-mail inválido',
  nomeRequiredPj: 'Nome/Fantasia é obrigatório (PJ).',
  cnpjRequired: 'CNPJ é obrigatório',
  cnpjInvalid: 'CNPJ inválido',
  razaoSocialRequired: 'Razão Social é obrigatória (PJ).',
  emailFaturamentoRequired: 'Email de faturamento é obrigatório (PJ).',
  ieRequired: 'Obrigatória (PJ não isenta).',
  logradouroRequired: 'Logradouro é obrigatório',
  bairroRequired: 'Bairro é obrigatório',
  cidadeRequired: 'Cidade é obrigatória',
  ufRequired: 'UF é obrigatória',
  cepRequired: 'CEP é obrigatório',
  cepInvalid: 'CEP inválido',
  numeroRequired: 'Número é obrigatório',
  /** Buscar CEP pressed without 8 digits. */
  cepLookupInvalid: 'CEP inválido ou incompleto',
  /** Buscar CNPJ pressed with a failing checksum. */
  cnpjLookupInvalid: 'CNPJ inválido',
  confirmDelete: 'Tem certeza que deseja excluir este Cliente?',
  confirmDeleteDetail: 'Esta ação é irreversível. O registro será removido permanentemente do sistema.',
  noOrders: 'Nenhum pedido encontrado.',
  noUsers: 'Nenhum usuário encontrado.',
} as const;
