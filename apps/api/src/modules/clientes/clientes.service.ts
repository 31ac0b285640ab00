import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { orNotFound } from '../../database/db.js';
import type { Db } from '../../database/database.js';
import { RecordReads } from '../../database/record-reads.js';
import { Transactions } from '../../database/transactions.js';
import { onUniqueViolation } from '../../database/unique-violation.js';
import { AuditService, recordAudit } from '../audit/index.js';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { Response } from 'express';
import { ExportService } from '../export/index.js';
import { AcessosService } from '../dados-pessoais/index.js';
import { clientesCsv } from './clientes-csv.js';
import type { ClienteSugestaoDto } from '../../common/search/sugestao.dto.js';
import { ClientesRepository, type ClienteData, type ClienteRow } from './clientes.repository.js';
import type { ClienteInputDto } from './dto/cliente-input.dto.js';
import type { ClienteSearchQueryDto } from './dto/cliente-search-query.dto.js';
import type { ClienteDto, PedidoDto } from './dto/cliente.response.js';

const AUDIT = recordAudit<ClienteDto>('Cliente', 'CLIENTE', (cliente) => cliente.nome);

@Injectable()
export class ClientesService extends RecordReads<ClienteDto, ClienteSearchQueryDto, ClienteSugestaoDto> {
  constructor(
    private readonly repository: ClientesRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly acessos: AcessosService,
    private readonly exports: ExportService,
  ) {
    super(repository);
  }

  /**
   * Every row of the search (filters and sort, no paging), for its /export route. Each batch written
   * is a read of those customers' records (LGPD): one access entry per batch.
   */
  exportCsv(response: Response, query: ClienteSearchQueryDto, actor: AuditActor): Promise<void> {
    const onBatch = (rows: ClienteRow[]) =>
      this.acessos.registrarLote(
        rows.map((row) => row.id),
        actor,
      );
    return this.exports.stream(response, { ...clientesCsv(this.repository.allRows(query), query), onBatch }, actor);
  }

  /** The record as the staff modal shows it: a read of the customer's personal data (LGPD). */
  async read(id: number, actor: AuditActor): Promise<ClienteDto> {
    // The access record is written by the read's own statement: no second round trip, same commit.
    const acesso = await this.acessos.registro(id, actor, 'modal');
    return orNotFound(await this.repository.findByIdRecorded(id, acesso));
  }

  async orders(id: number): Promise<PedidoDto[]> {
    return orNotFound(await this.repository.orders(id));
  }

  async create(input: ClienteInputDto, actor: AuditActor): Promise<ClienteDto> {
    const data = toData(input);
    // A concurrent insert of the same document loses on the unique index: same 409 message.
    return onUniqueViolation(
      () =>
        this.transactions.run(async (tx, db) => {
          await this.refuseTakenDocument(data, db);
          const created = await this.repository.insert(data, db);
          await this.audit.record(AUDIT.created(created, data, actor), tx);
          return created;
        }),
      () => {
        throw documentTaken(data);
      },
    );
  }

  async update(id: number, input: ClienteInputDto, actor: AuditActor): Promise<ClienteDto> {
    const data = toData(input);
    return this.transactions.run(async (tx, db) => {
      const current = orNotFound(await this.repository.findById(id, db, true));
      if (current.cpf !== data.cpf || current.cnpj !== data.cnpj) {
        throw new BadRequestException(SERVER_MESSAGES.documentImmutable);
      }
      const updated = await this.repository.update(id, data, db);
      await this.audit.record(AUDIT.updated(current, updated, actor), tx);
      return updated;
    });
  }

  async remove(id: number, actor: AuditActor): Promise<void> {
    await this.transactions.run(async (tx, db) => {
      const current = orNotFound(await this.repository.findById(id, db, true));
      // Orders are money records: they are never deleted along with the customer.
      if ((await this.repository.countOrders(id, db)) > 0) {
        throw new ConflictException(SERVER_MESSAGES.customerHasOrders);
      }
      const logins = await this.repository.delete(id, db);
      await this.audit.record(
        AUDIT.deleted(current, { cliente: current, loginsRemovidos: logins.map((login) => login.email) }, actor),
        tx,
      );
    });
  }

  private async refuseTakenDocument(data: ClienteData, db: Db): Promise<void> {
    if ((await this.repository.findIdByDocument(data, db)) !== null) throw documentTaken(data);
  }
}

function documentTaken(data: ClienteData): ConflictException {
  return new ConflictException(data.cpf ? SERVER_MESSAGES.cpfTaken : SERVER_MESSAGES.cnpjTaken);
}

/** The stored row for a validated body: fields of the other person type are cleared. */
function toData(input: ClienteInputDto): ClienteData {
  const pj = input.tipo_pessoa === 'pj';
  const isento = input.isento_ie === true;
  return {
    tipo_pessoa: input.tipo_pessoa,
    nome: input.nome,
    razao_social: pj ? (input.razao_social ?? null) : null,
    cnpj: pj ? (input.cnpj ?? null) : null,
    cpf: pj ? null : (input.cpf ?? null),
    ie: isento ? null : (input.ie ?? null),
    isento_ie: isento,
    email_faturamento: input.email_faturamento ?? null,
    status: input.status ?? true,
    cep: input.cep,
    logradouro: input.logradouro,
    numero: input.numero,
    complemento: input.complemento ?? null,
    bairro: input.bairro,
    cidade: input.cidade,
    uf: input.uf,
  };
}
