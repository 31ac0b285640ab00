import { ConflictException, Injectable } from '@nestjs/common';
import { ACESSO_PORTAL_MESSAGES as M } from '@portal/shared/messages';
import type { ClienteUsuario, Destinatario } from '@portal/shared/dto';
import { orNotFound } from '../../database/db.js';
import { MAIL_TRANSACTION, Transactions } from '../../database/transactions.js';
import { onUniqueViolation } from '../../database/unique-violation.js';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { AccountLinksService, PASSWORD_PURPOSES } from '../accounts/index.js';
import { AuditService } from '../audit/index.js';
import { ContatosPortalRepository } from './contatos-portal.repository.js';
import type { ClienteUsuarioInputDto } from './dto/cliente-usuario-input.dto.js';

/**
 * Portal access for a customer's contacts (issue 26): staff invite a contact (a CLIENTE login of
 * the customer, e-mailed a set-password link) and revoke it (status 0: sign-in refused, and the
 * session check refuses its tokens at once).
 * A revoked contact invited again gets the same login back, so its history stays with it, but not
 * its old password: it signs in again only after setting a new one through the new invitation.
 */
@Injectable()
export class ContatosPortalService {
  constructor(
    private readonly repository: ContatosPortalRepository,
    private readonly transactions: Transactions,
    private readonly links: AccountLinksService,
    private readonly audit: AuditService,
  ) {}

  async list(clienteId: number): Promise<ClienteUsuario[]> {
    return orNotFound(await this.repository.list(clienteId));
  }

  async destinatarios(clienteId: number): Promise<Destinatario[]> {
    orNotFound(await this.repository.exists(clienteId));
    return this.repository.destinatarios(clienteId);
  }

  async convidar(
    clienteId: number,
    input: ClienteUsuarioInputDto,
    actor: AuditActor,
  ): Promise<{ message: string; id: number }> {
    const { nome, email } = input;
    const id = await onUniqueViolation(
      () =>
        this.transactions.run(async (tx, db) => {
          const cliente = orNotFound(await this.repository.cliente(clienteId, db));
          if (cliente.anonimizado) throw new ConflictException(M.clienteAnonimizado);
          const existing = await this.repository.byEmail(email, db);
          if (existing && existing.clienteId !== clienteId) throw new ConflictException(M.emailOutraConta);
          if (existing?.ativo) throw new ConflictException(M.jaTemAcesso);
          let userId: number;
          if (existing) {
            userId = existing.id;
            await this.repository.reactivate(userId, nome, db);
          } else userId = await this.repository.insert(clienteId, nome, email, db);
          await this.audit.record(
            {
              message: `Acesso ao portal concedido: ${email} (cliente ${cliente.nome})`,
              action: 'CLIENTE_ACESSO_CONCEDIDO',
              idObject: userId,
              changes: { nome, email, reativado: Boolean(existing) },
              fields: { clienteId },
              ...actor,
            },
            tx,
          );
          // The login and its invitation commit together.
          await this.links.sendInvitationLink({ id: userId, email, name: nome }, cliente.nome, tx);
          return userId;
        }, MAIL_TRANSACTION),
      // A concurrent invitation or registration took the address between the check and the insert.
      () => {
        throw new ConflictException(M.emailOutraConta);
      },
    );
    return { message: M.convidado, id };
  }

  async revogar(clienteId: number, userId: number, actor: AuditActor): Promise<{ message: string }> {
    await this.transactions.run(async (tx, db) => {
      const login = orNotFound(await this.repository.ofCliente(clienteId, userId, db));
      await this.repository.revoke(userId, new Date(), db);
      // An unused invitation must not bring the login back.
      await this.links.voidLinks(userId, PASSWORD_PURPOSES, tx);
      await this.audit.record(
        {
          message: `Acesso ao portal revogado: ${login.email}`,
          action: 'CLIENTE_ACESSO_REVOGADO',
          idObject: userId,
          changes: { email: login.email, nome: login.nome, ativo: [login.ativo, false] },
          fields: { clienteId },
          ...actor,
        },
        tx,
      );
    });
    return { message: M.revogado };
  }
}
