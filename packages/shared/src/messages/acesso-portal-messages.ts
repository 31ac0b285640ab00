import type { MotivoSemResposta } from '../dto/cliente.js';

/** "Acesso ao portal": the logins of a customer's contacts, managed by staff (issue 26). */
export const ACESSO_PORTAL_MESSAGES = {
  tab: 'Acesso ao portal',
  nomeRequired: 'Nome é obrigatório.',
  emailRequired: 'E-mail é obrigatório.',
  emailInvalid: 'Formato de e-mail inválido.',
  /** 409: the address is the login of someone else (staff or another customer). */
  emailOutraConta: 'Este e-mail já é o login de outra conta. Use outro e-mail.',
  /** 409: the address already has an active login for this customer. */
  jaTemAcesso: 'Este contato já tem acesso ao portal deste cliente.',
  clienteAnonimizado: 'Cliente anonimizado: não é possível dar acesso ao portal.',
  convidado: 'Acesso criado. Enviamos ao contato um convite para definir a senha.',
  revogado: 'Acesso revogado. As sessões abertas do contato foram encerradas.',
  semAcessos: 'Nenhum contato com acesso ao portal.',
  confirmRevogar: 'Revogar o acesso deste contato ao portal? As sessões abertas terminam na hora.',
  senhaPendente: 'Convite enviado, senha ainda não definida',
} as const;

/**
 * The send dialog's warning for a recipient that cannot answer in the portal, after its address
 * (GET /api/Clientes/{id}/destinatarios, `motivo`).
 */
export const DESTINATARIO_AVISOS = {
  'login-de-outra-conta':
    'é o login de outra conta: receberá o e-mail, mas não poderá responder pelo portal; convide um contato com outro e-mail.',
  'acesso-revogado':
    'é um login com acesso revogado: receberá o e-mail, mas não poderá responder pelo portal; convide o contato de novo para que possa responder.',
  'conta-excluida':
    'é de quem excluiu a própria conta: receberá o e-mail, sem convite, e não poderá responder pelo portal; convide um contato com outro e-mail.',
} as const satisfies Record<MotivoSemResposta, string>;

/**
 * 409 of the self-registration on a document that is already a customer: ask the company for
 * access. Says nothing about the customer (no name, no e-mail), only the company's own contact.
 */
export function documentoJaClienteMessage(contact: { email: string; phone: string }): string {
  return (
    'Este CPF/CNPJ já é cliente. Para acessar o portal, peça à empresa um acesso para o seu e-mail: ' +
    `${contact.email}, ${contact.phone}. Se você já tem login, use "Esqueci minha senha".`
  );
}
