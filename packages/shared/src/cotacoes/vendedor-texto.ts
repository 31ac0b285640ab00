import { maskPhone } from '../masks/mask-phone.js';

/** The salesperson as the customer's e-mails name them (who to ask; replies go to them). */
export interface VendedorContato {
  nome: string;
  email: string;
  telefone: string | null;
}

/** 'Vera Vendas · vera@aurora.com.br · (11)95555-4444': the phone masked, left out when there is none. */
export function vendedorTexto({ nome, email, telefone }: VendedorContato): string {
  return [nome, email, telefone ? maskPhone(telefone) || telefone : ''].filter(Boolean).join(' · ');
}
