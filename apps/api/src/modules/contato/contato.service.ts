import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONTATO_MESSAGES } from '@portal/shared/messages';
import { contatoErrors, normalizeEmail, onlyDigits } from '@portal/shared/validators';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { SessionUser } from '../../common/decorators/current-user.decorator.js';
import { throwIfFieldErrors } from '../../common/http/field-errors.js';
import { titularAnonimizado } from '../../database/titular-anonimizado.js';
import { Transactions } from '../../database/transactions.js';
import { AuditService } from '../audit/index.js';
import { MailQueue, contactMail } from '../mail/index.js';
import { ContatoRepository, type Remetente } from './contato.repository.js';
import type { ContatoDto } from './dto/contato.dto.js';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Fale conosco: stores the message and e-mails it to CONTACT_EMAIL, in one transaction. */
@Injectable()
export class ContatoService {
  private readonly logger = new Logger('Contato');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contatos: ContatoRepository,
    private readonly transactions: Transactions,
    private readonly mail: MailQueue,
    private readonly audit: AuditService,
  ) {}

  /** `user`: the signed-in sender, if any (the message becomes theirs whatever address they type). */
  async send(body: ContatoDto, ip: string, user?: SessionUser): Promise<{ message: string }> {
    throwIfFieldErrors(contatoErrors(body));
    // A bot filled the hidden field: it gets the usual answer, nothing is kept or sent.
    if (text(body.website)) {
      this.logger.warn(`Fale conosco: honeypot preenchido (ip ${ip}); mensagem descartada.`);
      return { message: CONTATO_MESSAGES.sent };
    }
    const contato = {
      nome: text(body.nome).replace(/\s+/g, ' '),
      email: normalizeEmail(text(body.email)),
      telefone: onlyDigits(text(body.telefone)) || null,
      mensagem: text(body.mensagem),
      ip,
    };
    const semDono: Remetente = { user_id: null, cliente_id: null };
    // The row, its audit entry and the queued e-mail commit together; a mail server that is down
    // only delays the e-mail.
    await this.transactions.run(async (_tx, db) => {
      const achado: Remetente = user
        ? { user_id: user.id, cliente_id: user.clienteId }
        : ((await this.contatos.donoDoEmail(contato.email, db)) ?? semDono);
      // Found just before that person's data was anonymised (a request racing the deletion): linked
      // to no one, so no row reached by the person's ids is written after the anonymisation.
      const anonimizado = achado.user_id !== null && (await titularAnonimizado(db, achado.user_id, achado.cliente_id));
      const dono = anonimizado ? semDono : achado;
      const id = await this.contatos.insert({ ...contato, ...dono, com_sessao: Boolean(user) && !anonimizado }, db);
      await this.audit.record(
        {
          message: `Mensagem recebida pelo Fale conosco: ${contato.nome}`,
          action: 'CONTATO_RECEBIDO',
          // Who sent it: the session's user (an address typed without one names nobody).
          userId: user && !anonimizado ? user.id : null,
          idObject: id,
          email: contato.email,
          ip,
        },
        db,
      );
      const mail = { to: this.config.contact.email, replyTo: contato.email, ...contactMail(contato) };
      await this.mail.enqueue(mail, db, { userId: dono.user_id, clienteId: dono.cliente_id });
    });
    return { message: CONTATO_MESSAGES.sent };
  }
}
