import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import type { Prisma } from '../../generated/prisma/client.js';
import { AuditService } from '../audit/audit.service.js';
import type { AuditActor } from '../../common/search/audit-actor.decorator.js';
import type { SearchResult } from '../../common/search/search-result.js';
import { ClientesRepository, type ClienteData } from './clientes.repository.js';
import type { ClienteInputDto } from './dto/cliente-input.dto.js';
import type { ClienteSearchQueryDto } from './dto/cliente-search-query.dto.js';
import type { ClienteDto, ClienteUsuarioDto, PedidoDto } from './dto/cliente.response.js';

@Injectable()
export class ClientesService {
  constructor(
    private readonly repository: ClientesRepository,
    private readonly audit: AuditService,
  ) {}

  search(query: ClienteSearchQueryDto): Promise<SearchResult<ClienteDto>> {
    return this.repository.search(query);
  }

  async get(id: number): Promise<ClienteDto> {
    return (await this.repository.findById(id)) ?? notFound();
  }

  async orders(id: number): Promise<PedidoDto[]> {
    return (await this.repository.orders(id)) ?? notFound();
  }

  async users(id: number): Promise<ClienteUsuarioDto[]> {
    return (await this.repository.users(id)) ?? notFound();
  }

  async create(input: ClienteInputDto, actor: AuditActor): Promise<ClienteDto> {
    const data = toData(input);
    return this.withDocumentConflicts(data, () =>
      this.repository.transaction(async (tx) => {
        await this.refuseTakenDocument(data, tx);
        const created = await this.repository.insert(data, tx);
        await this.audit.record(
          {
            message: `Cliente criado: ${label(created)}`,
            action: 'CLIENTE_CREATED',
            idObject: created.id,
            changes: data,
            ...actor,
          },
          tx,
        );
        return created;
      }),
    );
  }

  async update(id: number, input: ClienteInputDto, actor: AuditActor): Promise<ClienteDto> {
    const data = toData(input);
    return this.repository.transaction(async (tx) => {
      const current = (await this.repository.lockById(id, tx)) ?? notFound();
      if (current.cpf !== data.cpf || current.cnpj !== data.cnpj) {
        throw new BadRequestException(SERVER_MESSAGES.documentImmutable);
      }
      const updated = await this.repository.update(id, data, tx);
      await this.audit.record(
        {
          message: `Cliente atualizado: ${label(updated)}`,
          action: 'CLIENTE_UPDATED',
          idObject: id,
          changes: diff(current, updated),
          ...actor,
        },
        tx,
      );
      return updated;
    });
  }

  async remove(id: number, actor: AuditActor): Promise<void> {
    await this.repository.transaction(async (tx) => {
      const current = (await this.repository.lockById(id, tx)) ?? notFound();
      // Orders are money records: they are never deleted along with the customer.
      if ((await this.repository.countOrders(id, tx)) > 0) {
        throw new ConflictException(SERVER_MESSAGES.customerHasOrders);
      }
      const logins = await this.repository.delete(id, tx);
      await this.audit.record(
        {
          message: `Cliente excluído: ${label(current)}`,
          action: 'CLIENTE_DELETED',
          idObject: id,
          changes: { cliente: current, loginsRemovidos: logins.map((login) => login.email) },
          ...actor,
        },
        tx,
      );
    });
  }

  private async refuseTakenDocument(data: ClienteData, tx: Prisma.TransactionClient): Promise<void> {
    if ((await this.repository.findIdByDocument(data, tx)) !== null) throw documentTaken(data);
  }

  /** A concurrent insert of the same document loses on the unique index: same 409 message. */
  private async withDocumentConflicts<T>(data: ClienteData, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code === 'P2002') throw documentTaken(data);
      throw error;
    }
  }
}

function notFound(): never {
  throw new NotFoundException(SERVER_MESSAGES.notFound);
}

function documentTaken(data: ClienteData): ConflictException {
  return new ConflictException(data.cpf ? SERVER_MESSAGES.cpfTaken : SERVER_MESSAGES.cnpjTaken);
}

function label(cliente: Pick<ClienteDto, 'id' | 'nome'>): string {
  return `${cliente.nome} (id ${cliente.id})`;
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

function diff(before: ClienteDto, after: ClienteDto): Record<string, { de: unknown; para: unknown }> {
  const changes: Record<string, { de: unknown; para: unknown }> = {};
  for (const key of Object.keys(after) as (keyof ClienteDto)[]) {
    if (before[key] !== after[key]) changes[key] = { de: before[key], para: after[key] };
  }
  return changes;
}
