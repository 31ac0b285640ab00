import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { orNotFound } from '../../database/db.js';
import type { Db } from '../../database/database.js';
import type { SqlCondition } from '../../database/record-reads.js';
import { recordAudit } from '../audit/index.js';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { CsvRows } from '../export/index.js';
import { CrudParts, CrudService } from '../crud/index.js';
import { AcessosService } from '../dados-pessoais/index.js';
import { clientesCsv } from './clientes-csv.js';
import type { ClienteSugestaoDto } from '../../common/search/sugestao.dto.js';
import { ClientesRepository, type ClienteData, type ClienteRow } from './clientes.repository.js';
import type { ClienteInputDto } from './dto/cliente-input.dto.js';
import type { ClienteSearchQueryDto } from './dto/cliente-search-query.dto.js';
import type { ClienteDto, PedidoDto } from './dto/cliente.response.js';

@Injectable()
export class ClientesService extends CrudService<
  ClienteDto,
  ClienteSearchQueryDto,
  ClienteRow,
  ClienteInputDto,
  ClienteData
> {
  constructor(
    private readonly clientes: ClientesRepository,
    parts: CrudParts,
    private readonly acessos: AcessosService,
  ) {
    super(clientes, parts, clientesCsv, {
      audit: recordAudit<ClienteDto>('Cliente', 'CLIENTE', (cliente) => cliente.nome),
      toData,
      deletedAs: 'cliente',
      // A concurrent insert of the same document loses on the unique index: same 409 message.
      unique: {
        taken: async (data, db) => (await clientes.findIdByDocument(data, db)) !== null,
        message: (data) => (data.cpf ? SERVER_MESSAGES.cpfTaken : SERVER_MESSAGES.cnpjTaken),
      },
      immutable: { fields: ['cpf', 'cnpj'], message: SERVER_MESSAGES.documentImmutable },
    });
  }

  /** Each batch of the export written is a read of those customers' records (LGPD): one access entry per batch. */
  protected override csv(query: ClienteSearchQueryDto, actor: AuditActor): CsvRows<ClienteRow> {
    const onBatch = (rows: ClienteRow[]) =>
      this.acessos.registrarLote(
        rows.map((row) => row.id),
        actor,
        'csv',
      );
    return { ...super.csv(query, actor), onBatch };
  }

  /** The record as the staff modal shows it: a read of the customer's personal data (LGPD). */
  async read(id: number, actor: AuditActor, session?: SqlCondition): Promise<ClienteDto> {
    // The access record is written by the read's own statement: no second round trip, same commit;
    // `session`: only if the session is still as the request was let in with (ParallelSessionCheck).
    const acesso = await this.acessos.registro(id, actor, 'modal');
    const { cliente, recorded } = orNotFound(await this.clientes.findByIdRecorded(id, acesso, session));
    // The session ended before the read: no answer without its record (the barrier says 401 too).
    if (!recorded) throw new UnauthorizedException(SERVER_MESSAGES.unauthenticated);
    return cliente;
  }

  async orders(id: number): Promise<PedidoDto[]> {
    return orNotFound(await this.clientes.orders(id));
  }

  /** The quotation editor's picker: a few matches for a typed term. */
  sugestoes(q: string): Promise<ClienteSugestaoDto[]> {
    return this.clientes.sugestoes(q);
  }

  /** Orders are money records: a customer who has any is not deleted. Its logins go with it. */
  protected override async deleteRow(current: ClienteDto, db: Db): Promise<object> {
    if ((await this.clientes.countOrders(current.id, db)) > 0) {
      throw new ConflictException(SERVER_MESSAGES.customerHasOrders);
    }
    const logins = await this.clientes.delete(current.id, db);
    return { cliente: current, loginsRemovidos: logins.map((login) => login.email) };
  }
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
