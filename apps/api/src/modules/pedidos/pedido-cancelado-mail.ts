import { Inject, Injectable } from '@nestjs/common';
import { vendedorTexto, type VendedorContato } from '@portal/shared/cotacoes';
import type { PedidoDetalhe } from '@portal/shared/dto';
import { PEDIDO_CANCELADO_EMAIL as T } from '@portal/shared/messages';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { Db } from '../../database/database.js';
import { ContasExcluidas } from '../accounts/index.js';
import { destinatariosDoCliente } from '../clientes/index.js';
import { MailQueue, escapeHtml, htmlMail, type MailContent } from '../mail/index.js';
import { PedidosRepository } from './pedidos.repository.js';

const BRASILIA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/**
 * The cancellation notice's text and HTML (texts in shared PEDIDO_CANCELADO_EMAIL). It names the
 * accepted quotation's salesperson, whom a reply reaches (Reply-To), as the quotation e-mails do.
 */
export function pedidoCanceladoMail(
  nome: string,
  p: { id: number; numero: string; clienteNome: string; canceladoEm: Date },
  empresa: string,
  link: string,
  vendedor: VendedorContato | null,
): MailContent {
  const intro = T.texto(p.id, p.numero, p.clienteNome, BRASILIA.format(p.canceladoEm).replace(',', ''));
  const quem = vendedor ? `${T.vendedor}: ${vendedorTexto(vendedor)}` : null;
  const text = [
    `Olá, ${nome}!`,
    '',
    intro,
    ...(quem ? ['', quem] : []),
    '',
    `${T.acao}: ${link}`,
    '',
    `— ${empresa}`,
  ].join('\n');
  const html = htmlMail(`<p>${escapeHtml(`Olá, ${nome}!`)}</p>
<p>${escapeHtml(intro)}</p>
${quem ? `<p>${escapeHtml(quem)}</p>\n` : ''}<p><a href="${escapeHtml(link)}">${escapeHtml(T.acao)}</a></p>
<p>— ${escapeHtml(empresa)}</p>`);
  return { subject: T.assunto(empresa, p.id, p.numero), text, html, links: [link] };
}

/**
 * Tells the customer's recipients (the quotation e-mails' one rule: active logins and billing
 * address) that staff cancelled their order, through the mail queue in the cancel's transaction:
 * it leaves only if the cancel commits, as the acceptance confirmation does. It asks whoever already
 * paid to reply: the reply reaches the quotation's salesperson, named in the text, as the quotation
 * e-mails' replies do.
 */
@Injectable()
export class PedidoCanceladoAviso {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailQueue,
    private readonly excluidas: ContasExcluidas,
    private readonly pedidos: PedidosRepository,
  ) {}

  async enviar(pedido: PedidoDetalhe, canceladoEm: Date, db: Db): Promise<void> {
    const link = `${this.config.server.publicUrl}/cliente/meus-pedidos/${pedido.id}`;
    const dados = {
      id: pedido.id,
      numero: pedido.numero ?? `id ${pedido.id}`,
      clienteNome: pedido.clienteNome,
      canceladoEm,
    };
    const vendedor = await this.pedidos.vendedor(pedido.id, db);
    for (const d of await destinatariosDoCliente(db, pedido.clienteId, this.excluidas)) {
      const content = pedidoCanceladoMail(d.nome, dados, this.config.company.name, link, vendedor);
      await this.mail.enqueue({ to: d.email, replyTo: vendedor?.email, ...content }, db, {
        clienteId: pedido.clienteId,
      });
    }
  }
}
