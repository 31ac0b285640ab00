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

/**
 * What the customer form says after the billing e-mail changed (probe 7 F11), about the login of
 * the old address: revoked (never activated), or kept (a person there set a password) with where
 * to revoke it. `desde`: the login's creation day, DD/MM/AAAA.
 */
export const FATURAMENTO_ANTERIOR_MESSAGES = {
  revogado: (email: string) =>
    `O acesso ao portal do endereço antigo ${email} foi revogado: o login criado para ele nunca definiu senha, e os links enviados a ele deixaram de valer.`,
  comAcesso: (email: string, desde: string) =>
    `O endereço antigo ${email} continua com acesso ao portal (login criado em ${desde}, com senha definida) e continua recebendo as cotações deste cliente. Se ele não deve mais recebê-las, revogue o acesso em 'Acesso ao portal'.`,
} as const;
