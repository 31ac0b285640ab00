import { ConflictException, Injectable } from '@nestjs/common';
import type { MeusDados, MeusDadosSalvo } from '@portal/shared/dto';
import { SERVER_MESSAGES, SUCCESS_MESSAGES } from '@portal/shared/messages';
import type { SessionUser } from '../../common/decorators/current-user.decorator.js';
import { assertCurrent, orNotFound, orStale } from '../../database/db.js';
import { MAIL_TRANSACTION, Transactions } from '../../database/transactions.js';
import { AuditService } from '../audit/index.js';
import { AccountLinksService } from '../accounts/index.js';
import type { MeusDadosUpdateDto } from './dto/meus-dados-update.dto.js';
import { tipoPessoa } from '../clientes/index.js';
import { toMeusDadosData } from './meus-dados-data.js';
import { MeusDadosRepository, type ClienteRow, type LoginRow } from './meus-dados.repository.js';

/**
 * A CLIENTE's own data. The responsible person (pj) is the signed-in login: a new responsible
 * e-mail becomes the login only once confirmed through the link sent to it (until then the old
 * one keeps working, so a typo cannot lock the customer out).
 */
@Injectable()
export class MeusDadosService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: MeusDadosRepository,
    private readonly links: AccountLinksService,
    private readonly audit: AuditService,
  ) {}

  async get(user: SessionUser): Promise<MeusDados> {
    const { cliente, login } = await this.load(user);
    return toMeusDados(cliente, login);
  }

  async update(user: SessionUser, body: MeusDadosUpdateDto, ip: string): Promise<MeusDadosSalvo> {
    const { cliente, login } = await this.load(user);
    const valid = toMeusDadosData(body, cliente);
    const newEmail = valid.responsavel && valid.responsavel.email !== login.email ? valid.responsavel.email : undefined;
    if (newEmail && (await this.repository.emailTakenByOther(newEmail, login.id))) {
      throw new ConflictException(SERVER_MESSAGES.emailTaken);
    }
    // pf: the person is the login, so the login's name follows the customer's.
    const loginData = valid.responsavel
      ? { name: valid.responsavel.nome, phoneNumber: valid.responsavel.phone }
      : { name: valid.cliente.nome };
    const changes = diff(
      toMeusDados(cliente, login),
      toMeusDados({ ...cliente, ...valid.cliente }, { ...login, ...renamed(loginData) }),
    );
    if (!newEmail && Object.keys(changes).length === 0) {
      // The stored values sent back: nothing written, the version stays (no other page made stale),
      // unless the page read an older version: then the same 409 as a save.
      assertCurrent(cliente.versao, body.versao);
      return { message: SUCCESS_MESSAGES.dataUpdated, versao: cliente.versao };
    }

    const versao = await this.transactions.run(async (tx, db) => {
      // The page's version is checked by the UPDATE itself; a stale one writes nothing (409).
      const versao = orStale(await this.repository.updateCliente(cliente.id, valid.cliente, db, body.versao));
      await this.repository.updateLogin(login.id, loginData, db);
      const common = { userId: user.id, idObject: cliente.id, email: login.email, ip };
      await this.audit.record(
        { ...common, message: 'Meus Dados atualizados', action: 'MEUS_DADOS_UPDATED', changes },
        tx,
      );
      if (newEmail) {
        await this.links.sendEmailConfirmation(
          { id: login.id, email: login.email, name: loginData.name },
          newEmail,
          tx,
        );
        await this.audit.record(
          {
            ...common,
            message: 'Troca de e-mail de acesso solicitada',
            action: 'EMAIL_CHANGE_REQUESTED',
            changes: { novoEmail: newEmail },
          },
          tx,
        );
      }
      return versao;
    }, MAIL_TRANSACTION);
    return { message: newEmail ? SERVER_MESSAGES.emailChangePending : SUCCESS_MESSAGES.dataUpdated, versao };
  }

  async sendPasswordReset(user: SessionUser, ip: string): Promise<{ message: string }> {
    const { login } = await this.load(user);
    await this.links.sendResetLink({ id: login.id, email: login.email, name: login.name });
    await this.audit.record({
      message: 'Link de redefinição de senha enviado (Meus Dados)',
      action: 'PASSWORD_RESET_REQUESTED',
      userId: user.id,
      idObject: login.id,
      email: login.email,
      ip,
    });
    return { message: SUCCESS_MESSAGES.resetLinkSent };
  }

  private async load(user: SessionUser): Promise<{ cliente: ClienteRow; login: LoginRow }> {
    const cliente = user.clienteId ? await this.repository.findCliente(user.clienteId) : null;
    const login = await this.repository.findLogin(user.id);
    return { cliente: orNotFound(cliente), login: orNotFound(login) };
  }
}

function toMeusDados(cliente: ClienteRow, login: LoginRow): MeusDados {
  return {
    tipo_pessoa: tipoPessoa(cliente.tipo_pessoa),
    nome: cliente.nome,
    razao_social: cliente.razao_social,
    cpf: cliente.cpf,
    cnpj: cliente.cnpj,
    email_faturamento: cliente.email_faturamento,
    telefone: cliente.telefone,
    cep: cliente.cep,
    logradouro: cliente.logradouro,
    numero: cliente.numero,
    bairro: cliente.bairro,
    cidade: cliente.cidade,
    // CHAR(2): a registration without address stores '' which reads back as two spaces.
    uf: cliente.uf.trim(),
    complemento: cliente.complemento,
    versao: cliente.versao,
    responsavel:
      cliente.tipo_pessoa === 'pj'
        ? { id: login.id, nome: login.name, email: login.email, phone: login.phoneNumber }
        : null,
  };
}

function renamed(data: { name: string; phoneNumber?: string | null }): Partial<LoginRow> {
  return data.phoneNumber === undefined ? { name: data.name } : { name: data.name, phoneNumber: data.phoneNumber };
}

/** { field: [before, after] } of what changed, for the audit trail. */
function diff(before: MeusDados, after: MeusDados): Record<string, unknown> {
  const flat = (data: MeusDados) => {
    const { responsavel, versao: _versao, ...rest } = data;
    return { ...rest, responsavelNome: responsavel?.nome, responsavelPhone: responsavel?.phone } as Record<
      string,
      unknown
    >;
  };
  const [a, b] = [flat(before), flat(after)];
  return Object.fromEntries(
    Object.keys(b)
      .filter((key) => a[key] !== b[key])
      .map((key) => [key, [a[key], b[key]]]),
  );
}
