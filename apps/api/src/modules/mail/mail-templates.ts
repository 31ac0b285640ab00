import { PRODUCT_NAME } from '@portal/shared/constants';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The links the message carries, logged when there is no SMTP server. */
  links: string[];
}

interface LinkMail {
  name: string;
  link: string;
  /** Seconds the link stays valid. */
  ttlSeconds: number;
}

export function setPasswordMail({ name, link, ttlSeconds }: LinkMail): MailContent {
  return linkMail({
    subject: `${PRODUCT_NAME}: defina sua senha`,
    greeting: `Olá, ${name}!`,
    intro: `Sua conta no ${PRODUCT_NAME} está pronta. Para acessá-la, defina sua senha pelo link abaixo.`,
    action: 'Definir minha senha',
    link,
    note: `O link vale por ${describeDuration(ttlSeconds)} e só pode ser usado uma vez.`,
  });
}

/**
 * The invitation staff send from the customer modal ("Acesso ao portal", issue 26): who gives the
 * access (COMPANY_NAME), for which customer, and what the person can do there.
 */
export function conviteContatoMail({
  name,
  link,
  ttlSeconds,
  empresa,
  clienteNome,
}: LinkMail & { empresa: string; clienteNome: string }): MailContent {
  return linkMail({
    subject: `${empresa}: seu acesso ao portal de cotações de ${clienteNome}`,
    greeting: `Olá, ${name}!`,
    intro: `${empresa} deu a você acesso ao portal de cotações como contato de ${clienteNome}. No portal você vê as cotações enviadas a ${clienteNome} e o PDF de cada uma, aceita ou recusa, escreve suas dúvidas ao vendedor e acompanha os pedidos. Para entrar, defina a sua senha pelo botão abaixo.`,
    action: 'Definir senha e entrar no portal',
    link,
    note: `O link vale por ${describeDuration(ttlSeconds)} e só pode ser usado uma vez; depois, use "Esqueci minha senha" na página de entrada. Se você não esperava este convite, ignore este e-mail.`,
    assinatura: empresa,
  });
}

export function resetPasswordMail({ name, link, ttlSeconds }: LinkMail): MailContent {
  return linkMail({
    subject: `${PRODUCT_NAME}: redefinição de senha`,
    greeting: `Olá, ${name}!`,
    intro: 'Recebemos um pedido para redefinir a sua senha. Para escolher uma nova senha, use o link abaixo.',
    action: 'Redefinir minha senha',
    link,
    note: `O link vale por ${describeDuration(ttlSeconds)} e só pode ser usado uma vez. Se você não pediu, ignore este e-mail: sua senha atual continua valendo.`,
  });
}

export function confirmEmailMail({ name, link, ttlSeconds }: LinkMail): MailContent {
  return linkMail({
    subject: `${PRODUCT_NAME}: confirme seu novo e-mail`,
    greeting: `Olá, ${name}!`,
    intro: `Este endereço foi informado como o novo e-mail de acesso da sua conta no ${PRODUCT_NAME}. Para confirmá-lo, use o link abaixo.`,
    action: 'Confirmar e-mail',
    link,
    note: `O link vale por ${describeDuration(ttlSeconds)}. Até a confirmação, o acesso continua pelo e-mail anterior. Se você não reconhece este pedido, ignore este e-mail.`,
  });
}

/** Sent to the owner of an e-mail someone tried to register again, instead of revealing it exists. */
export function cadastroClienteAttemptMail({ name, loginUrl }: { name: string; loginUrl: string }): MailContent {
  return linkMail({
    subject: `${PRODUCT_NAME}: tentativa de cadastro com o seu e-mail`,
    greeting: `Olá, ${name}!`,
    intro: `Alguém tentou criar um novo cadastro no ${PRODUCT_NAME} usando este e-mail, que já tem uma conta. Nenhuma conta nova foi criada.`,
    action: 'Acessar minha conta',
    link: loginUrl,
    note: 'Se foi você, acesse com o seu e-mail e senha; se esqueceu a senha, use "Esqueci minha senha". Se não foi você, ignore este e-mail.',
  });
}

export interface ContactMessage {
  nome: string;
  email: string;
  telefone: string | null;
  mensagem: string;
}

/** A Fale conosco message, sent to CONTACT_EMAIL. */
export function contactMail(message: ContactMessage): MailContent {
  const subject = `${PRODUCT_NAME}: mensagem de ${message.nome} pelo Fale conosco`;
  const fields: [string, string][] = [
    ['Nome', message.nome],
    ['E-mail', message.email],
    ['Telefone', message.telefone ?? 'não informado'],
  ];
  const text = [...fields.map(([label, value]) => `${label}: ${value}`), '', 'Mensagem:', message.mensagem].join('\n');
  const rows = fields.map(([label, value]) => `<p><strong>${label}:</strong> ${escapeHtml(value)}</p>`).join('\n');
  const html = htmlMail(`${rows}
<p><strong>Mensagem:</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(message.mensagem)}</p>`);
  return { subject, text, html, links: [] };
}

interface LinkMailParts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  link: string;
  note: string;
  /** Who signs it: the portal, or the company inviting (COMPANY_NAME). */
  assinatura?: string;
}

function linkMail(parts: LinkMailParts): MailContent {
  const text = [
    parts.greeting,
    '',
    parts.intro,
    '',
    `${parts.action}: ${parts.link}`,
    '',
    parts.note,
    '',
    `— ${parts.assinatura ?? PRODUCT_NAME}`,
  ].join('\n');
  const html = htmlMail(`<p>${escapeHtml(parts.greeting)}</p>
<p>${escapeHtml(parts.intro)}</p>
<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:10px 16px;background:#0d6efd;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(parts.action)}</a></p>
<p style="font-size:13px">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(parts.link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(parts.note)}</p>
<p>— ${escapeHtml(parts.assinatura ?? PRODUCT_NAME)}</p>`);
  return { subject: parts.subject, text, html, links: [parts.link] };
}

/** 172800 -> "48 horas", 3600 -> "1 hora", 900 -> "15 minutos". */
export function describeDuration(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return plural(seconds / 3600, 'hora');
  return plural(Math.max(1, Math.round(seconds / 60)), 'minuto');
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * Every e-mail's HTML document, with the one style they share. Text people wrote (names, questions,
 * reasons) may hold a word longer than the screen: overflow-wrap breaks it anywhere, word-break does
 * the same in older clients; both are inherited by every paragraph, cell and quote.
 */
export function htmlMail(body: string): string {
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222;overflow-wrap:anywhere;word-break:break-word">
${body}
</body></html>`;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
