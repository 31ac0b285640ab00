import { type MailContent, escapeHtml, htmlMail } from '../mail/index.js';

export interface PedidoExclusao {
  clienteId: number;
  pseudonimo: string;
  origem: 'titular' | 'admin';
  motivo: string;
  em: Date;
}

/**
 * Sent to every active ADMIN on each deletion request. It names the customer by id and pseudonym
 * only: the person's data is already gone, and this e-mail must not bring it back.
 */
export function pedidoExclusaoMail(pedido: PedidoExclusao): MailContent {
  const quem = pedido.origem === 'titular' ? 'pelo próprio titular (Meus Dados)' : 'por um administrador';
  const subject = `Portal de Cotações: pedido de exclusão de dados pessoais (cliente id ${pedido.clienteId})`;
  const linhas = [
    `Um pedido de exclusão de dados pessoais foi feito ${quem} e atendido.`,
    `Cliente: id ${pedido.clienteId} (agora ${pedido.pseudonimo}).`,
    `Data: ${pedido.em.toISOString()}.`,
    `Motivo: ${pedido.motivo}`,
    'Os dados pessoais foram anonimizados; pedidos e cotações aceitas mantêm valores, datas e itens.',
    'O acesso da conta foi desativado e as sessões encerradas.',
  ];
  return simples(subject, linhas);
}

/** Sent to every active ADMIN when a contact deletes their own account (issue 26): ids only. */
export function contatoExcluidoMail(c: { id: number; clienteId: number; em: Date }): MailContent {
  const subject = `Portal de Cotações: contato excluiu a própria conta (cliente id ${c.clienteId})`;
  const linhas = [
    `Um contato com acesso ao portal (usuário id ${c.id}) excluiu a própria conta em Meus Dados.`,
    `Cliente: id ${c.clienteId}. O cadastro do cliente, as cotações, os pedidos e os outros contatos continuam como estavam.`,
    `Data: ${c.em.toISOString()}.`,
    'O login, o nome, o e-mail e o telefone da pessoa foram apagados, as sessões encerradas, e as mensagens dela nas cotações ficaram sem autor.',
  ];
  return simples(subject, linhas);
}

/** A plain message to staff: one paragraph per line. */
function simples(subject: string, linhas: string[]): MailContent {
  const html = htmlMail(linhas.map((linha) => `<p>${escapeHtml(linha)}</p>`).join('\n'));
  return { subject, text: linhas.join('\n'), html, links: [] };
}
