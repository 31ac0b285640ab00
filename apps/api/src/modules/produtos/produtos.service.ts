import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { scaledText, toScaled } from '@portal/shared/cotacoes';
import { AuditService } from '../audit/audit.service.js';
import type { AuditActor } from '../../common/search/audit-actor.decorator.js';
import type { SearchResult } from '../../common/search/search-result.js';
import { ProdutosRepository, type ProdutoData } from './produtos.repository.js';
import type { ProdutoInputDto } from './dto/produto-input.dto.js';
import type { ProdutoSearchQueryDto } from './dto/produto-search-query.dto.js';
import type { ProdutoDto } from './dto/produto.response.js';

@Injectable()
export class ProdutosService {
  constructor(
    private readonly repository: ProdutosRepository,
    private readonly audit: AuditService,
  ) {}

  search(query: ProdutoSearchQueryDto): Promise<SearchResult<ProdutoDto>> {
    return this.repository.search(query);
  }

  async get(id: number): Promise<ProdutoDto> {
    return (await this.repository.findById(id)) ?? notFound();
  }

  async create(input: ProdutoInputDto, actor: AuditActor): Promise<ProdutoDto> {
    const data = toData(input);
    try {
      return await this.repository.transaction(async (tx) => {
        if (await this.repository.skuTaken(data.sku, tx)) throw new ConflictException(SERVER_MESSAGES.skuTaken);
        const created = await this.repository.insert(data, tx);
        await this.audit.record(
          {
            message: `Produto criado: ${label(created)}`,
            action: 'PRODUTO_CREATED',
            idObject: created.id,
            changes: data,
            ...actor,
          },
          tx,
        );
        return created;
      });
    } catch (error) {
      // Two creations racing for one SKU: the unique index decides, with the same message.
      if ((error as { code?: string }).code === 'P2002') throw new ConflictException(SERVER_MESSAGES.skuTaken);
      throw error;
    }
  }

  async update(id: number, input: ProdutoInputDto, actor: AuditActor): Promise<ProdutoDto> {
    const data = toData(input);
    return this.repository.transaction(async (tx) => {
      const current = (await this.repository.lockById(id, tx)) ?? notFound();
      if (current.sku !== data.sku) throw new BadRequestException(SERVER_MESSAGES.skuImmutable);
      const updated = await this.repository.update(id, data, tx);
      await this.audit.record(
        {
          message: `Produto atualizado: ${label(updated)}`,
          action: 'PRODUTO_UPDATED',
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
      await this.repository.delete(id, tx);
      await this.audit.record(
        {
          message: `Produto excluído: ${label(current)}`,
          action: 'PRODUTO_DELETED',
          idObject: id,
          changes: { produto: current },
          ...actor,
        },
        tx,
      );
    });
  }
}

function notFound(): never {
  throw new NotFoundException(SERVER_MESSAGES.notFound);
}

function label(produto: Pick<ProdutoDto, 'id' | 'sku' | 'nome'>): string {
  return `${produto.sku} ${produto.nome} (id ${produto.id})`;
}

function toData(input: ProdutoInputDto): ProdutoData {
  return {
    sku: input.sku,
    tipo: input.tipo,
    nome: input.nome,
    status: input.status ?? true,
    descricao: input.descricao ?? null,
    preco: input.preco === undefined || input.preco === null ? null : scaledText(toScaled(input.preco, 2)!, 2),
    unidade: input.unidade ?? 'UN',
  };
}

function diff(before: ProdutoDto, after: ProdutoDto): Record<string, { de: unknown; para: unknown }> {
  const changes: Record<string, { de: unknown; para: unknown }> = {};
  for (const key of ['tipo', 'nome', 'status', 'descricao', 'preco', 'unidade'] as const) {
    if (before[key] !== after[key]) changes[key] = { de: before[key], para: after[key] };
  }
  return changes;
}
