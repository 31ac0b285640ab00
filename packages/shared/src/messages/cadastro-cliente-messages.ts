/** Public registration (/cadastro-cliente) messages (docs/produto.md §5). */
export const CADASTRO_CLIENTE_MESSAGES = {
  emailRequired: 'Email é obrigatório.',
  emailInvalid: 'Formato de email inválido.',
  nomeRequiredPf: 'Nome é obrigatório (pessoa física).',
  cpfRequired: 'CPF é obrigatório.',
  cpfInvalid: 'CPF inválido.',
  nomeResponsavelRequired: 'Nome do Responsável é obrigatório (PJ).',
  cnpjRequired: 'CNPJ é obrigatório.',
  cnpjInvalid: 'CNPJ inválido.',
} as const;
