import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { Destinatario } from '@portal/shared/dto';
import { COTACAO_MESSAGES } from '@portal/shared/messages';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { Tx } from '../../database/db.js';
import { ConviteDestinatario } from '../clientes/index.js';
import { MailQueue, type MailAttachment, type MailContent } from '../mail/index.js';
import type { Cotacao } from '@portal/shared/dto';
import { horaDeBrasilia } from './cotacao-aceites.repository.js';
import { cotacaoAceitaClienteMail, PIX_QR_CID } from './cotacao-aceita-mail.js';
import { CotacaoDestinatariosRepository, type ResumoEmail } from './cotacao-destinatarios.repository.js';
import { PixService } from './pix/pix.service.js';
import {
  cotacaoCanceladaMail,
  cotacaoEnviadaMail,
  cotacaoLembreteMail,
  cotacaoRespondidaMail,
  type CotacaoResumoMail,
} from './cotacao-mails.js';

/**
 * The quotation e-mails, queued in the transaction of the action that causes them: they leave only
 * if it commits, and an SMTP outage delays them without failing the action. What goes to the
 * customer names the salesperson and answers to them (Reply-To); every subject starts with
 * COMPANY_NAME.
 */
@Injectable()
export class CotacaoNotifications {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailQueue,
    private readonly transicoes: CotacaoDestinatariosRepository,
    private readonly convites: ConviteDestinatario,
    private readonly pix: PixService,
  ) {}

  /**
   * To the customer's users and billing address: the summary, the link to the portal and the PDF.
   * Answers the addresses actually queued (the history's "Para: …"): a contact erased after the list
   * was read is refused by the queue, and its address must not be written down either.
   * Refused (409, the caller's transaction rolls back) when none of them can answer in the portal:
   * the quotation would wait unanswerable until it expires. A recipient that cannot answer still gets
   * the e-mail and the PDF (its address is the customer's own billing address), without the link.
   */
  async enviada(id: number, pdf: MailAttachment, autor: AuditActor, tx: Tx): Promise<string[]> {
    const resumo = await this.transicoes.resumoParaEmail(id, tx);
    const destinatarios = await this.transicoes.destinatarios(resumo.clienteId, tx);
    if (destinatarios.length && destinatarios.every((d) => d.motivo))
      throw new ConflictException(COTACAO_MESSAGES.enviarSemQuemResponda);
    const enfileirados: string[] = [];
    for (const d of destinatarios) {
      const convite = await this.convites.link(resumo.clienteId, id, d, autor, tx);
      const content = cotacaoEnviadaMail(d.nome, this.paraCliente(resumo, d, convite), resumo.vendedorNome);
      if (await this.aoCliente(resumo, d.email, { ...content, attachments: [pdf] }, tx)) enfileirados.push(d.email);
    }
    return enfileirados;
  }

  /** To the salesperson: accepted (with the order) or refused (with the reason). */
  async respondida(
    id: number,
    resposta:
      | { aceita: true; pedidoId: number; usuarioNome: string }
      | { aceita: false; motivo: string | null; usuarioNome: string },
    usuarioId: number,
    tx: Tx,
  ): Promise<void> {
    const resumo = await this.transicoes.resumoParaEmail(id, tx);
    const content = cotacaoRespondidaMail(resumo.vendedorNome, this.paraVendedor(resumo), resposta);
    // It quotes the contact's name and the customer's reason: theirs, whoever receives it (a
    // contact's own deletion finds it by the login, the customer's anonymisation by the customer).
    await this.mail.enqueue(
      { to: resumo.vendedorEmail, ...content },
      tx,
      { userId: usuarioId, clienteId: resumo.clienteId },
      { cotacaoId: id },
    );
  }

  /**
   * To the customer's recipients (as Enviar's) when they accept: the confirmation with the order, the
   * installments and, with Pix configured and chosen, the code to pay the first one (QR code inline).
   */
  async aceita(
    cotacao: Cotacao,
    aceite: { pedidoId: number; usuarioNome: string; aceitoEm: Date },
    tx: Tx,
  ): Promise<void> {
    const resumo = await this.transicoes.resumoParaEmail(cotacao.id, tx);
    const pix = await this.pix.paraEmail(cotacao);
    const qr: MailAttachment[] = pix
      ? [
          {
            filename: 'pix-qrcode.png',
            contentType: 'image/png',
            contentBase64: pix.png.toString('base64'),
            cid: PIX_QR_CID,
          },
        ]
      : [];
    const confirmacao = {
      pedidoId: aceite.pedidoId,
      usuarioNome: aceite.usuarioNome,
      aceitoEmBrasilia: horaDeBrasilia(aceite.aceitoEm),
      meioPagamento: cotacao.meioPagamento,
      parcelas: cotacao.parcelas,
      pix: pix && { brcode: pix.brcode, valor: cotacao.parcelas[0]?.valor ?? cotacao.total },
    };
    const link = `${this.config.server.publicUrl}/cliente/meus-pedidos/${aceite.pedidoId}`;
    for (const d of await this.transicoes.destinatarios(resumo.clienteId, tx)) {
      const content = cotacaoAceitaClienteMail(d.nome, { ...this.paraCliente(resumo, d), link }, confirmacao);
      await this.aoCliente(resumo, d.email, { ...content, attachments: qr }, tx);
    }
  }

  /** The reminder two days before an unanswered quotation expires, to the same recipients as Enviar. */
  async lembrete(id: number, tx: Tx): Promise<void> {
    await this.aosDestinatarios(id, (nome, c) => cotacaoLembreteMail(nome, c), tx, true);
  }

  /** Staff cancelled a quotation the customer had received: it can no longer be accepted. */
  async cancelada(id: number, tx: Tx): Promise<void> {
    await this.aosDestinatarios(id, (nome, c) => cotacaoCanceladaMail(nome, c), tx, false);
  }

  /** The quotation's summary as the salesperson's e-mails carry it (the staff screen's link). */
  paraVendedor(resumo: ResumoEmail): CotacaoResumoMail {
    return {
      ...resumo,
      link: `${this.config.server.publicUrl}/comercial/cotacoes/${resumo.id}`,
      empresa: this.empresa,
    };
  }

  /**
   * The summary as the customer's e-mails carry it to recipient `para`: the portal's link (or, for a
   * recipient who cannot sign in yet, the invitation: set a password, then the quotation; for one
   * that cannot answer in the portal, none) and the salesperson's contact.
   */
  paraCliente(
    resumo: ResumoEmail,
    para: Pick<Destinatario, 'motivo'>,
    convite: string | null = null,
  ): CotacaoResumoMail {
    return {
      ...resumo,
      link: convite ?? `${this.config.server.publicUrl}/cliente/minhas-cotacoes/${resumo.id}`,
      convite: Boolean(convite),
      semPortal: para.motivo !== null,
      empresa: this.empresa,
      vendedor: { nome: resumo.vendedorNome, email: resumo.vendedorEmail, telefone: resumo.vendedorTelefone },
    };
  }

  /**
   * One e-mail to a customer's address: a reply reaches the salesperson; one the mail server refuses
   * is written in the quotation's history. False: refused (not queued).
   */
  aoCliente(
    resumo: ResumoEmail,
    to: string,
    content: MailContent & { attachments?: MailAttachment[] },
    tx: Tx,
  ): Promise<boolean> {
    return this.mail.enqueue(
      { to, replyTo: resumo.vendedorEmail, ...content },
      tx,
      { clienteId: resumo.clienteId },
      { cotacaoId: resumo.id },
    );
  }

  private async aosDestinatarios(
    id: number,
    mail: (nome: string, c: CotacaoResumoMail) => MailContent,
    tx: Tx,
    convidar: boolean,
  ): Promise<void> {
    const resumo = await this.transicoes.resumoParaEmail(id, tx);
    for (const d of await this.transicoes.destinatarios(resumo.clienteId, tx)) {
      // A recipient who cannot sign in yet is invited, unless there is nothing left to answer.
      // The reminder is the scheduler's: no one to name in the audit entry of a login it creates.
      const convite = convidar ? await this.convites.link(resumo.clienteId, id, d, null, tx) : null;
      await this.aoCliente(resumo, d.email, mail(d.nome, this.paraCliente(resumo, d, convite)), tx);
    }
  }

  private get empresa(): string {
    return this.config.company.name;
  }
}
