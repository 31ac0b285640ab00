/** GET /api/cnpj/consulta-cnpj/{cnpj}: the fields the client reads. */
export interface CnpjLookupResult {
  nome?: string;
  fantasia?: string;
  email?: string;
  logradouro?: string;
  numero?: string;
  bairro?: string;
  municipio?: string;
  uf?: string;
  cep?: string;
  complemento?: string;
}

/** External postal-code service answer; `erro` is set when the CEP does not exist. */
export interface CepLookupResult {
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
}
