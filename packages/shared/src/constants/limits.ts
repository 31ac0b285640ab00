/** Field limits of docs/produto.md §9 (characters unless the name says digits). */
export const LIMITS = {
  customer: {
    nome: 255,
    razao_social: 255,
    logradouro: 255,
    email_faturamento: 60,
    ie: 14,
    numero: 10,
    complemento: 100,
    bairro: 100,
    cidade: 100,
    uf: 2,
  },
  filters: {
    id: 8,
    nome: 100,
    doc: 18,
    email: 50,
    cidade: 50,
  },
  product: {
    sku: 10,
    nome: 100,
    descricao: 1000,
  },
  minSearchText: 3,
  passwordMin: 8,
  phoneMin: 10,
  phoneMax: 11,
  cepDigits: 8,
  cpfDigits: 11,
  cnpjChars: 14,
  /** Longest e-mail address accepted (RFC 5321 path limit). */
  emailMax: 254,
} as const;
