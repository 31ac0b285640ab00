import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { Tx } from '../../database/db.js';
import { ConviteDestinatario } from '../clientes/convite-destinatario.service.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import type { MailAttachment } from '../mail/mail.service.js';
import { CotacoesTransicoesRepository, type ResumoEmail } from './cotacoes-transicoes.repository.js';
import {
  cotacaoEnviadaMail,
  cotacaoLembreteMail,
  cotacaoRespondidaMail,
  type CotacaoResumoMail,
} from './cotacao-mails.js';

/**
 * The quotation e-mails, queued in the transaction of the action that causes them: they leave only
 * if it commits, and an SMTP outage delays them without failing the action.
 */
@Injectable()
export class CotacaoNotificacoes {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailQueue,
    private readonly transicoes: CotacoesTransicoesRepository,
    private readonly convites: ConviteDestinatario,
  ) {}

  /** To the customer's users and billing address: the summary, the link to the portal and the PDF. */
  async enviada(id: number, pdf: MailAttachment, tx: Tx): Promise<string[]> {
    const resumo = await this.transicoes.resumoParaEmail(id, tx);
    const destinatarios = await this.transicoes.destinatarios(resumo.clienteId, tx);
    for (const d of destinatarios) {
      const convite = await this.convites.link(resumo.clienteId, id, d, tx);
      const content = cotacaoEnviadaMail(d.nome, this.paraCliente(resumo, convite), resumo.vendedorNome);
      await this.mail.enqueue({ to: d.email, ...content, attachments: [pdf] }, tx, {
        clienteId: resumo.clienteId,
      });
    }
    return destinatarios.map((d) => d.email);
  }

  /** To the salesperson: accepted (with the order) or refused (with the reason). */
  async respondida(
    id: number,
    resposta:
      | { aceita: true; pedidoId: number; usuarioNome: string }
      | { aceita: false; motivo: string | null; usuarioNome: string },
    tx: Tx,
  ): Promise<void> {
    const resumo = await this.transicoes.resumoParaEmail(id, tx);
    const link = `${this.config.server.publicUrl}/comercial/cotacoes/${id}`;
    const content = cotacaoRespondidaMail(resumo.vendedorNome, this.mailDe(resumo, link), resposta);
    // It quotes the customer's name and reason: the customer's data, whoever receives it.
    await this.mail.enqueue({ to: resumo.vendedorEmail, ...content }, tx, { clienteId: resumo.clienteId });
  }

  /** The reminder two days before an unanswered quotation expires, to the same recipients as Enviar. */
  async lembrete(id: number, tx: Tx): Promise<void> {
    const resumo = await this.transicoes.resumoParaEmail(id, tx);
    for (const d of await this.transicoes.destinatarios(resumo.clienteId, tx)) {
      const convite = await this.convites.link(resumo.clienteId, id, d, tx);
      await this.mail.enqueue({ to: d.email, ...cotacaoLembreteMail(d.nome, this.paraCliente(resumo, convite)) }, tx, {
        clienteId: resumo.clienteId,
      });
    }
  }

  /** A recipient who cannot sign in yet gets the invitation link (set password, then the quotation). */
  private paraCliente(resumo: ResumoEmail, convite: string | null): CotacaoResumoMail {
    const link = convite ?? `${this.config.server.publicUrl}/cliente/minhas-cotacoes/${resumo.id}`;
    return { ...this.mailDe(resumo, link), convite: Boolean(convite) };
  }

  private mailDe(resumo: ResumoEmail, link: string): CotacaoResumoMail {
    return { ...resumo, link };
  }
}
