import { LOOKUP_MESSAGES } from './lookup-messages.js';

/** 'Erro ao consultar CNPJ: {message}'. */
export function cnpjLookupErrorMessage(message: string): string {
  return `${LOOKUP_MESSAGES.cnpjErrorPrefix}${message}`;
}
