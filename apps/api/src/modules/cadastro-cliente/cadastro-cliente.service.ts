import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { documentoJaClienteMessage, SERVER_MESSAGES } from '@portal/shared/messages';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { MAIL_TRANSACTION, Transactions } from '../../database/transactions.js';
import { onUniqueViolation } from '../../database/unique-violation.js';
import { AuditService } from '../audit/index.js';
import { AccountLinksService } from '../accounts/index.js';
import { MailQueue, cadastroClienteAttemptMail } from '../mail/index.js';
import { ThrottleService } from '../throttle/index.js';
import type { Db } from '../../database/database.js';
import { CadastroClienteRepository, type ExistingLogin } from './cadastro-cliente.repository.js';
import type { CadastroClienteData } from './cadastro-cliente-data.js';

/** E-mails one address may receive per window about registrations with it; more are answered but not sent. */
export const AVISOS_POR_EMAIL = 3;
const WINDOW_SECONDS = 3600;

/**
 * Self-registration. The answer never tells whether the e-mail already has an account: its owner
 * gets an e-mail instead (with a fresh set-password link if the account never got a password).
 * The customer, its login, the set-password link and the queued e-mail commit together, so a
 * failure leaves nothing half-made; a mail server that is down only delays the e-mail.
 * A document held by a pending self-registration (never confirmed, untouched: the repository's
 * `pendente`) does not answer 409: the new registration replaces it whole, so a typo in the e-mail
 * does not lock the person out.
 */
@Injectable()
export class CadastroClienteService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly repository: CadastroClienteRepository,
    private readonly links: AccountLinksService,
    private readonly mail: MailQueue,
    private readonly audit: AuditService,
    private readonly counters: ThrottleService,
  ) {}

  async register(data: CadastroClienteData, ip: string): Promise<{ message: string }> {
    const holder = await this.repository.documentHolder(data.cpf, data.cnpj);
    if (holder && !holder.pendente) this.documentoJaCliente();
    const existing = await this.repository.findLogin(data.email);
    // The pending registration's own login (the same address again) is replaced with it.
    if (existing && (!holder || existing.clienteId !== holder.clienteId)) await this.notifyOwner(existing, ip);
    else await this.create(data, ip, holder?.clienteId);
    return { message: SERVER_MESSAGES.cadastroClienteCreated };
  }

  private async create(data: CadastroClienteData, ip: string, pendente: number | undefined): Promise<void> {
    await onUniqueViolation(
      () =>
        this.transactions.run(async (tx, db) => {
          if (pendente !== undefined) await this.replace(pendente, data, ip, db);
          const aviso = { versao: this.config.privacy.noticeVersion, em: new Date() };
          const { clienteId, userId } = await this.repository.createClienteAndLogin(data, aviso, db);
          await this.links.sendSetPasswordLink({ id: userId, email: data.email, name: data.nome }, tx);
          await this.audit.record(
            {
              message: `Cadastro público de cliente ${data.tipo_pessoa.toUpperCase()}`,
              action: 'PUBLIC_REGISTRATION',
              userId,
              idObject: clienteId,
              email: data.email,
              ip,
              changes: {
                tipo_pessoa: data.tipo_pessoa,
                cpf: data.cpf,
                cnpj: data.cnpj,
                avisoPrivacidade: aviso.versao,
              },
            },
            db,
          );
        }, MAIL_TRANSACTION),
      // A concurrent registration took the document or the e-mail between the checks and the insert.
      async (error) => {
        if (await this.repository.documentHolder(data.cpf, data.cnpj)) this.documentoJaCliente();
        const existing = await this.repository.findLogin(data.email);
        if (!existing) throw error;
        await this.notifyOwner(existing, ip);
      },
    );
  }

  /**
   * Deletes the pending registration holding the document (its customer, login, links and queued
   * e-mails): nothing the first registrant typed reaches the new one, and the old links die. A
   * registration confirmed or touched meanwhile is not pending any more: 409 as for any customer.
   */
  private async replace(clienteId: number, data: CadastroClienteData, ip: string, db: Db): Promise<void> {
    const userId = await this.repository.lockPendente(clienteId, db);
    if (userId === undefined) this.documentoJaCliente();
    await this.mail.apagarTarefas(db, this.repository.tarefasDoLogin(userId));
    await this.repository.deleteCliente(clienteId, db);
    await this.audit.record(
      {
        message: `Autocadastro pendente substituído por novo autocadastro ${data.tipo_pessoa.toUpperCase()}`,
        action: 'PUBLIC_REGISTRATION_REPLACED',
        userId,
        idObject: clienteId,
        ip,
        changes: { clienteSubstituido: clienteId, loginSubstituido: userId },
      },
      db,
    );
  }

  /** 409 as before; the message points to the company for access and says nothing about the customer. */
  private documentoJaCliente(): never {
    throw new ConflictException(documentoJaClienteMessage(this.config.contact));
  }

  private async notifyOwner(owner: ExistingLogin, ip: string): Promise<void> {
    // At most AVISOS_POR_EMAIL e-mails per address and hour, whatever the IPs: the answer stays the same.
    const key = this.counters.personalKey('public-registration:email', owner.email);
    const { hits } = await this.counters.hit(key, WINDOW_SECONDS);
    const aviso = hits > AVISOS_POR_EMAIL ? 'limitado' : 'enviado';
    if (aviso === 'enviado') await this.sendNotice(owner);
    await this.audit.record({
      message: 'Tentativa de cadastro público com e-mail já cadastrado',
      action: 'PUBLIC_REGISTRATION_EMAIL_EXISTS',
      userId: owner.id,
      idObject: owner.id,
      email: owner.email,
      ip,
      changes: { aviso },
    });
  }

  private async sendNotice(owner: ExistingLogin): Promise<void> {
    if (!owner.hasPassword && owner.active) {
      // Someone who lost the first e-mail registers again: a new link is what they need.
      await this.links.sendSetPasswordLink(owner);
    } else {
      const loginUrl = `${this.config.server.publicUrl}/login`;
      await this.mail.enqueue(
        { to: owner.email, ...cadastroClienteAttemptMail({ name: owner.name, loginUrl }) },
        undefined,
        { userId: owner.id },
      );
    }
  }
}
