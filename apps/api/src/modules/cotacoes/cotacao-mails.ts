import { dataBr, formatarReais, vendedorTexto, type VendedorContato } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES } from '@portal/shared/messages';
import { escapeHtml, htmlMail, type MailContent } from '../mail/index.js';

/** What the quotation e-mails say about a quotation. */
export interface CotacaoResumoMail {
  numero: string;
  revisao: number;
  clienteNome: string;
  /** 'YYYY-MM-DD' */
  validade: string;
  /** Exact decimal text or JSON number. */
  total: string | number;
  itens: number;
  /** `${PUBLIC_URL}/cliente/minhas-cotacoes/{id}` (customer) or the staff screen (salesperson). */
  link: string;
  /** The link is an invitation: set a password, then the quotation (a recipient who cannot sign in yet). */
  convite?: boolean;
  /**
   * A recipient that cannot answer in the portal (Destinatario.motivo): no promise of it and no link,
   * whose page would answer "Cotação não encontrada" to that address's account.
   */
  semPortal?: boolean;
  /** COMPANY_NAME: the subject starts with it and the message is signed with it. */
  empresa: string;
  /** The salesperson, named in the customer's e-mails (who to ask; Reply-To goes to them). */
  vendedor?: VendedorContato;
}

const CONVITE =
  'Você ainda não tem senha no portal: o botão abaixo define a sua senha e abre a cotação. O link só pode ser usado uma vez e vale por tempo limitado; depois, use "Esqueci minha senha" na página de entrada.';
const acaoCliente = (c: CotacaoResumoMail, action: string) => (c.convite ? 'Definir senha e ver a cotação' : action);
const introCliente = (c: CotacaoResumoMail, intro: string) => (c.convite ? `${intro} ${CONVITE}` : intro);

export const rotulo = (c: CotacaoResumoMail) => (c.revisao > 1 ? `${c.numero} (revisão ${c.revisao})` : c.numero);

/** A sentence ends with one full stop: "rever?" stays "rever?", "Prazo longo" becomes "Prazo longo.". */
export function frase(texto: string): string {
  const t = texto.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

function resumo(c: CotacaoResumoMail): [string, string][] {
  return [
    ['Cotação', rotulo(c)],
    ['Cliente', c.clienteNome],
    ['Itens', String(c.itens)],
    ['Total', formatarReais(c.total)],
    ['Válida até', dataBr(c.validade)],
    ...(c.vendedor ? [['Vendedor', vendedorTexto(c.vendedor)] as [string, string]] : []),
  ];
}

/** To the customer's users and billing address when a quotation is sent (the PDF goes attached). */
export function cotacaoEnviadaMail(nome: string, c: CotacaoResumoMail, vendedorNome: string): MailContent {
  return cotacaoMail({
    subject: `${c.empresa}: cotação ${rotulo(c)} de ${c.clienteNome}`,
    greeting: `Olá, ${nome}!`,
    intro: c.semPortal
      ? `${vendedorNome} enviou uma cotação para ${c.clienteNome}, válida até ${dataBr(c.validade)}. O PDF segue anexo. ${COTACAO_MESSAGES.emailSemPortal}`
      : introCliente(
          c,
          `${vendedorNome} enviou uma cotação para ${c.clienteNome}. O PDF segue anexo; no portal você pode aceitá-la ou recusá-la até ${dataBr(c.validade)}. Dúvidas? Responda a este e-mail ou escreva sua pergunta na cotação, no portal.`,
        ),
    c,
    action: acaoCliente(c, 'Ver a cotação no portal'),
  });
}

/** To the salesperson when the customer accepts (with the order) or refuses (with the reason). */
export function cotacaoRespondidaMail(
  vendedorNome: string,
  c: CotacaoResumoMail,
  resposta:
    | { aceita: true; pedidoId: number; usuarioNome: string }
    | { aceita: false; motivo: string | null; usuarioNome: string },
): MailContent {
  const intro = resposta.aceita
    ? `${resposta.usuarioNome} aceitou a cotação ${rotulo(c)} de ${c.clienteNome}. O pedido ${resposta.pedidoId} foi criado.`
    : `${resposta.usuarioNome} recusou a cotação ${rotulo(c)} de ${c.clienteNome}. Motivo: ${frase(resposta.motivo || 'não informado')}`;
  return cotacaoMail({
    subject: `${c.empresa}: cotação ${rotulo(c)} ${resposta.aceita ? 'aceita' : 'recusada'} por ${c.clienteNome}`,
    greeting: `Olá, ${vendedorNome}!`,
    intro,
    c,
    action: 'Abrir a cotação',
  });
}

/** Once, two days before an unanswered quotation expires. */
export function cotacaoLembreteMail(nome: string, c: CotacaoResumoMail): MailContent {
  return cotacaoMail({
    subject: `${c.empresa}: a cotação ${rotulo(c)} vence em ${dataBr(c.validade)}`,
    greeting: `Olá, ${nome}!`,
    intro: c.semPortal
      ? `A cotação ${rotulo(c)} para ${c.clienteNome} ainda aguarda resposta e vale até ${dataBr(c.validade)}. ${COTACAO_MESSAGES.emailSemPortal}`
      : introCliente(
          c,
          `A cotação ${rotulo(c)} para ${c.clienteNome} ainda aguarda resposta e vale até ${dataBr(c.validade)}. Depois disso ela não poderá mais ser aceita.`,
        ),
    c,
    action: acaoCliente(c, 'Responder no portal'),
  });
}

/** To the customer's recipients when staff cancel a quotation sent to them: it can no longer be accepted. */
export function cotacaoCanceladaMail(nome: string, c: CotacaoResumoMail): MailContent {
  return cotacaoMail({
    subject: `${c.empresa}: a cotação ${rotulo(c)} foi cancelada`,
    greeting: `Olá, ${nome}!`,
    intro: `A cotação ${rotulo(c)} para ${c.clienteNome} foi cancelada e não pode mais ser aceita. Em caso de dúvida, responda a este e-mail.`,
    c,
    action: 'Ver a cotação no portal',
  });
}

/** Parts of every quotation e-mail; also used by the messages' e-mails (cotacao-mensagem-mails.ts). */
export function cotacaoMail(parts: {
  subject: string;
  greeting: string;
  intro: string;
  c: CotacaoResumoMail;
  action: string;
  /** A message quoted as written (line breaks kept), after the intro. */
  mensagem?: string;
  /** The summary's rows, when not the usual ones. */
  linhas?: [string, string][];
  /** A block after the summary (the acceptance's installments and Pix), as text and as HTML. */
  bloco?: { text: string; html: string };
}): MailContent {
  const linhas = parts.linhas ?? resumo(parts.c);
  const text = [
    parts.greeting,
    '',
    parts.intro,
    '',
    ...(parts.mensagem === undefined ? [] : [parts.mensagem, '']),
    ...linhas.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(parts.bloco ? [parts.bloco.text, ''] : []),
    ...(parts.c.semPortal ? [] : [`${parts.action}: ${parts.c.link}`, '']),
    `— ${parts.c.empresa}`,
  ].join('\n');
  const rows = linhas
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0"><strong>${label}</strong></td><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = htmlMail(`<p>${escapeHtml(parts.greeting)}</p>
<p>${escapeHtml(parts.intro)}</p>
${parts.mensagem === undefined ? '' : `<blockquote style="white-space:pre-wrap;border-left:3px solid #ccc;margin:0 0 12px;padding:4px 12px">${escapeHtml(parts.mensagem)}</blockquote>`}
<table>${rows}</table>
${parts.bloco?.html ?? ''}
${parts.c.semPortal ? '' : botao(parts.c.link, parts.action)}
<p>— ${escapeHtml(parts.c.empresa)}</p>`);
  return { subject: parts.subject, text, html, links: parts.c.semPortal ? [] : [parts.c.link] };
}

/** The e-mail's one link, as a button and as text to copy. */
function botao(link: string, action: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#0d6efd;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>
<p style="font-size:13px">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(link)}</p>`;
}
