/** CEP and CNPJ lookup messages (docs/produto.md §8); see also `cnpjLookupErrorMessage`. */
export const LOOKUP_MESSAGES = {
  // The contract elides the end ("ao consultar ..."); it names the external postal-code service.
  cepInvalidOrError: 'Erro ou CEP inválido ao consultar o serviço de CEP.',
  cepError: 'Erro ao consultar CEP',
  cepNotFound: 'CEP não encontrado',
  cnpjErrorPrefix: 'Erro ao consultar CNPJ: ',
} as const;
