import { Injectable } from '@nestjs/common';
import type { EmailFaturamentoAnterior } from '@portal/shared/dto';
import { FATURAMENTO_ANTERIOR_MESSAGES as M } from '@portal/shared/messages';
import { normalizeEmail } from '@portal/shared/validators';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { Db } from '../../database/database.js';
import type { Tx } from '../../database/db.js';
import { AccountLinksService, PASSWORD_PURPOSES } from '../accounts/index.js';
import { AuditService } from '../audit/index.js';
import { tarefasDoContato } from '../dados-pessoais/index.js';
import { MailQueue } from '../mail/index.js';
import { ContatosPortalRepository } from './contatos-portal.repository.js';

/**
 * A billing e-mail corrected (probe 7 F11): the address was mistyped or someone else's, and a send may
 * have created a login for it and e-mailed it a set-password link. In the correction's transaction
 * (the customer row locked), an active login of this customer at the old address that never set a
 * password is revoked with its links: nobody proved they hold that address, and staff just said it is
 * wrong; e-mails still queued to it are dropped. One that did set a password is a person who signs in: not removed behind staff's back; the
 * answer says it kept access and where to revoke it.
 * Sends lock the customer row (FOR SHARE) before reading their recipients, so a send either commits
 * before this (its login is revoked here) or reads the corrected address.
 */
@Injectable()
export class FaturamentoAnterior {
  constructor(
    private readonly contatos: ContatosPortalRepository,
    private readonly links: AccountLinksService,
    private readonly audit: AuditService,
    private readonly mail: MailQueue,
  ) {}

  async corrigido(
    clienteId: number,
    antigo: string | null,
    novo: string | null,
    actor: AuditActor,
    tx: Tx,
    db: Db,
  ): Promise<EmailFaturamentoAnterior | null> {
    if (!antigo) return null;
    const email = normalizeEmail(antigo);
    if (novo !== null && normalizeEmail(novo) === email) return null;
    const login = await this.contatos.ativoNoEndereco(clienteId, email, db);
    if (!login) return null;
    if (login.senha) return { email, acessoMantido: true, mensagem: M.comAcesso(email, login.desde) };
    await this.contatos.revoke(login.id, new Date(), db);
    await this.links.voidLinks(login.id, PASSWORD_PURPOSES, tx);
    // E-mails still queued for it (a quotation with its PDF while the mail server was down) do not
    // leave either: the jobs go, and a send in a worker's hands is waited for (MailQueue.apagarTarefas).
    const tarefasApagadas = await this.mail.apagarTarefas(db, tarefasDoContato({ id: login.id, clienteId, email }));
    await this.audit.record(
      {
        message: `Acesso ao portal revogado pela correção do e-mail de faturamento: ${email}`,
        action: 'CLIENTE_ACESSO_REVOGADO',
        idObject: login.id,
        changes: {
          email,
          nome: login.nome,
          ativo: [true, false],
          motivo: 'e-mail de faturamento corrigido',
          tarefasApagadas,
        },
        fields: { clienteId },
        ...actor,
      },
      tx,
    );
    return { email, acessoMantido: false, mensagem: M.revogado(email) };
  }
}
