import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { CrudParts, CrudReads } from '../crud/index.js';
import { SERVER_MESSAGES, SUCCESS_MESSAGES } from '@portal/shared/messages';
import { assertCurrent, auditDiff, orNotFound } from '../../database/db.js';
import type { Db } from '../../database/database.js';
import { onUniqueViolation } from '../../database/unique-violation.js';
import { MAIL_TRANSACTION } from '../../database/transactions.js';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { usuariosInternosCsv } from './usuarios-internos-csv.js';
import { AccountLinksService } from '../accounts/index.js';
import { LogoutService } from '../auth/index.js';
import type { UsuarioInternoInputDto } from './dto/usuario-interno-input.dto.js';
import type { UsuarioInternoSearchQueryDto } from './dto/usuario-interno-search-query.dto.js';
import type { UsuarioInternoDto, RoleDto, UserSavedDto } from './dto/usuario-interno.response.js';
import {
  UsuariosInternosRepository,
  type StaffCsvRow,
  type StaffData,
  type StaffRow,
} from './usuarios-internos.repository.js';

/** The address was taken between the check and the write (a concurrent create): the check's own 409. */
function emailTakenOnRace<T>(work: () => Promise<T>): Promise<T> {
  return onUniqueViolation(work, () => {
    throw new ConflictException(SERVER_MESSAGES.emailTaken);
  });
}

const AUDITED = ['email', 'name', 'phoneNumber', 'status', 'roleId', 'role'] as const;

/**
 * Staff accounts. Passwords never travel: a new account (and "reenviar dados") gets a set-password
 * link by e-mail. The last active ADMIN stays, and nobody deactivates or deletes themself.
 */
@Injectable()
export class UsuariosInternosService extends CrudReads<UsuarioInternoDto, UsuarioInternoSearchQueryDto, StaffCsvRow> {
  constructor(
    private readonly users: UsuariosInternosRepository,
    parts: CrudParts,
    private readonly links: AccountLinksService,
    private readonly sessions: LogoutService,
  ) {
    super(users, parts, usuariosInternosCsv);
  }

  roles(): Promise<RoleDto[]> {
    return this.users.staffRoles();
  }

  async get(id: number): Promise<UsuarioInternoDto> {
    const { emailConfirmed: _confirmed, hasPassword: _password, ...user } = await this.found(id);
    return user;
  }

  async create(input: UsuarioInternoInputDto, actor: AuditActor): Promise<UserSavedDto> {
    return emailTakenOnRace(() =>
      this.parts.transactions.run(async (tx, db) => {
        const data = await this.toData(input, db);
        if (await this.users.emailTaken(data.email, undefined, db))
          throw new ConflictException(SERVER_MESSAGES.emailTaken);
        const { id, versao } = await this.users.insert(data, db);
        await this.parts.audit.record(
          {
            message: `Usuário interno criado: ${data.email}`,
            action: 'USUARIO_INTERNO_CREATED',
            idObject: id,
            changes: { ...data },
            ...actor,
          },
          tx,
        );
        // Inside the transaction: the account and its queued e-mail commit together.
        await this.links.sendSetPasswordLink({ id, email: data.email, name: data.name }, tx);
        return { message: SUCCESS_MESSAGES.userCreated, id, versao };
      }, MAIL_TRANSACTION),
    );
  }

  async update(id: number, input: UsuarioInternoInputDto, actor: AuditActor): Promise<UserSavedDto> {
    const result = await emailTakenOnRace(() =>
      this.parts.transactions.run(async (tx, db) => {
        const admins = await this.users.lockActiveAdmins(db);
        const current = await this.found(id, db, true);
        assertCurrent(current.versao, input.versao);
        const data = await this.toData(input, db);
        const role = await this.users.staffRole(data.roleId, db);
        if (id === actor.userId && data.status === 0)
          throw new BadRequestException(SERVER_MESSAGES.cannotDeactivateSelf);
        const losesAdmin = admins.includes(id) && (data.status === 0 || role !== 'ADMIN');
        if (losesAdmin && admins.length === 1) throw new ConflictException(SERVER_MESSAGES.lastAdmin);

        const emailChange = data.email !== current.email ? data.email : undefined;
        if (emailChange && (await this.users.emailTaken(emailChange, id, db))) {
          throw new ConflictException(SERVER_MESSAGES.emailTaken);
        }
        // An account that never set its password just moves to the new address with a fresh
        // set-password link; a working login keeps its e-mail until the new one is confirmed.
        const pendingEmail = emailChange && (current.hasPassword || current.emailConfirmed) ? emailChange : undefined;
        const changes: Partial<StaffData> = { ...data, email: pendingEmail ? current.email : data.email };
        // The row is locked at the form's version, so no row answered means nothing differed: nothing
        // written, the version stays (a pending e-mail alone is not a change of the row either).
        const versao = (await this.users.update(id, changes, db, input.versao)) ?? current.versao;
        const audited = {
          ...auditDiff(current, { ...changes, role }, AUDITED),
          ...(pendingEmail ? { emailPendente: pendingEmail } : {}),
        };
        // The stored values sent back: nothing to record (as in CrudService.update).
        if (Object.keys(audited).length > 0) {
          await this.parts.audit.record(
            {
              message: `Usuário interno atualizado: ${current.email}`,
              action: 'USUARIO_INTERNO_UPDATED',
              idObject: id,
              changes: audited,
              ...actor,
            },
            tx,
          );
        }
        if (pendingEmail) {
          await this.links.sendEmailConfirmation({ id, email: current.email, name: data.name }, pendingEmail, tx);
        } else if (emailChange) {
          await this.links.sendSetPasswordLink({ id, email: emailChange, name: data.name }, tx);
        }
        return { pendingEmail, deactivated: current.status === 1 && data.status === 0, versao };
      }, MAIL_TRANSACTION),
    );
    // After commit: ending sessions updates the row this transaction had locked.
    if (result.deactivated) await this.sessions.endAllSessions(id);
    return {
      message: result.pendingEmail ? SUCCESS_MESSAGES.userUpdatedEmailPending : SUCCESS_MESSAGES.userUpdated,
      id,
      versao: result.versao,
    };
  }

  async remove(id: number, actor: AuditActor): Promise<{ message: string }> {
    if (id === actor.userId) throw new BadRequestException(SERVER_MESSAGES.cannotDeleteSelf);
    await this.parts.transactions.run(async (tx, db) => {
      const admins = await this.users.lockActiveAdmins(db);
      const current = await this.found(id, db, true);
      if (admins.includes(id) && admins.length === 1) throw new ConflictException(SERVER_MESSAGES.lastAdmin);
      await this.users.delete(id, db);
      const { emailConfirmed: _confirmed, hasPassword: _password, versao: _versao, ...removed } = current;
      await this.parts.audit.record(
        {
          message: `Usuário interno excluído: ${current.email}`,
          action: 'USUARIO_INTERNO_DELETED',
          idObject: id,
          changes: removed,
          ...actor,
        },
        tx,
      );
    }, MAIL_TRANSACTION);
    return { message: SUCCESS_MESSAGES.userDeleted };
  }

  async resendAccess(id: number, actor: AuditActor): Promise<{ message: string }> {
    await this.parts.transactions.run(async (tx, db) => {
      const user = await this.found(id, db);
      await this.parts.audit.record(
        {
          message: `Dados de acesso reenviados: ${user.email}`,
          action: 'USUARIO_INTERNO_ACCESS_RESENT',
          idObject: id,
          changes: { destinatario: user.email },
          ...actor,
        },
        tx,
      );
      await this.links.sendSetPasswordLink({ id, email: user.email, name: user.name }, tx);
    }, MAIL_TRANSACTION);
    return { message: SUCCESS_MESSAGES.emailResent };
  }

  private async found(id: number, db?: Db, lock = false): Promise<StaffRow> {
    return orNotFound(await this.users.findStaff(id, db, lock));
  }

  private async toData(input: UsuarioInternoInputDto, db: Db): Promise<StaffData> {
    if (!(await this.users.staffRole(input.roleId, db))) throw new BadRequestException(SERVER_MESSAGES.roleNotFound);
    return {
      email: input.email,
      name: input.name,
      phoneNumber: input.phoneNumber ?? null,
      status: input.status ?? 1,
      roleId: input.roleId,
    };
  }
}
