/** Texts of the quotation PDF downloads. */
export const PDF_MESSAGES = {
  /** The 503 past the bound of PDFs being rendered at once (with Retry-After). */
  ocupado: 'Muitos PDFs estão sendo gerados agora. Tente novamente em alguns segundos.',
} as const;
