import { Injectable } from '@nestjs/common';
import type { Destinatario } from '@portal/shared/dto';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { Db } from '../../database/database.js';
import { typedDb } from '../../database/typed-db.js';
import type { Tx } from '../../database/db.js';
import { AccountLinksService } from '../accounts/index.js';
import { AuditService } from '../audit/index.js';
import { ContatosPortalRepository } from './contatos-portal.repository.js';
import { normalizeEmail } from '@portal/shared/validators';

/**
 * The invitation inside a quotation e-mail (issue 26): a recipient who cannot sign in yet gets a
 * set-password link that ends on the quotation. That is the customer's billing address with no
 * account at all (a CLIENTE login of the customer is created for it) or an active login of the
 * customer that never set its password. A recipient that cannot answer in the portal (`motivo`: a
 * revoked login, another account's address, the address of someone who deleted their own account)
 * gets no link, and no login is created for it: a deletion is not undone by a routine send.
 */
@Injectable()
export class ConviteDestinatario {
  constructor(
    private readonly contatos: ContatosPortalRepository,
    private readonly links: AccountLinksService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The link for this recipient of quotation `cotacaoId`, or null when it can already sign in.
   * `autor`: who sent (the login it creates is their act, audited as theirs); null for the scheduler.
   */
  async link(
    clienteId: number,
    cotacaoId: number,
    destinatario: Destinatario,
    autor: AuditActor | null,
    tx: Tx,
    // The caller (quotations) is still on Prisma: the same transaction as a Db (decisoes/0008).
    db: Db = typedDb(tx),
  ): Promise<string | null> {
    if (destinatario.motivo) return null;
    const email = normalizeEmail(destinatario.email);
    const login = await this.contatos.byEmail(email, db);
    let userId: number;
    // Read as a login, gone now: that contact erased itself since (issue 26). Its old address gets no
    // new login, no link (and MailQueue refuses the quotation e-mail to it): the person stays erased.
    if (!login && destinatario.temAcesso) return null;
    if (!login) {
      const novo = await this.contatos.insertIfAbsent(clienteId, destinatario.nome, email, db);
      if (novo === null) return null;
      userId = novo;
      await this.audit.record(
        {
          message: `Acesso ao portal concedido pelo envio da cotação: ${email}`,
          action: 'CLIENTE_ACESSO_CONCEDIDO',
          idObject: userId,
          changes: { nome: destinatario.nome, email, origem: 'e-mail de cotação' },
          fields: { clienteId, cotacaoId },
          ...autor,
        },
        tx,
      );
    } else if (login.clienteId === clienteId && login.ativo && !(await this.contatos.hasPassword(login.id, db))) {
      userId = login.id;
    } else return null;
    return this.links.setPasswordUrl(userId, `/cliente/minhas-cotacoes/${cotacaoId}`, tx);
  }
}
