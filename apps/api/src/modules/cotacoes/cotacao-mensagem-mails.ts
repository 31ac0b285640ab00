import type { MailContent } from '../mail/index.js';
import { cotacaoMail, rotulo, type CotacaoResumoMail } from './cotacao-mails.js';

/** To the salesperson: the customer's question, quoted; a reply by e-mail reaches the customer who wrote. */
export function perguntaMail(
  vendedorNome: string,
  c: CotacaoResumoMail,
  autorNome: string,
  texto: string,
): MailContent {
  return cotacaoMail({
    subject: `${c.empresa}: pergunta sobre a cotação ${rotulo(c)} de ${c.clienteNome}`,
    greeting: `Olá, ${vendedorNome}!`,
    intro: `${autorNome} (${c.clienteNome}) escreveu sobre a cotação ${rotulo(c)}:`,
    mensagem: texto,
    c,
    action: 'Responder na cotação',
  });
}

/** To the customer's recipients: the salesperson's answer, quoted. */
export function respostaMail(nome: string, c: CotacaoResumoMail, autorNome: string, texto: string): MailContent {
  return cotacaoMail({
    subject: `${c.empresa}: resposta sobre a cotação ${rotulo(c)}`,
    greeting: `Olá, ${nome}!`,
    intro: `${autorNome} respondeu sobre a cotação ${rotulo(c)}:`,
    mensagem: texto,
    c,
    action: 'Ver a conversa no portal',
  });
}
