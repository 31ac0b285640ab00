import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { PRODUTO_FIELDS } from '@portal/shared/validators';
import { scaledText, toScaled } from '@portal/shared/cotacoes';
import { orNotFound } from '../../database/db.js';
import { RecordReads } from '../../database/record-reads.js';
import { Transactions } from '../../database/transactions.js';
import { onUniqueViolation } from '../../database/unique-violation.js';
import { AuditService, recordAudit } from '../audit/index.js';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { Response } from 'express';
import { ExportService } from '../export/index.js';
import { produtosCsv } from './produtos-csv.js';
import type { ProdutoSugestaoDto } from '../../common/search/sugestao.dto.js';
import { ProdutosRepository, type ProdutoData } from './produtos.repository.js';
import type { ProdutoInputDto } from './dto/produto-input.dto.js';
import type { ProdutoSearchQueryDto } from './dto/produto-search-query.dto.js';
import type { ProdutoDto } from './dto/produto.response.js';

// What an edit may change (and the audit compares): every field of the shared rule set but the SKU.
const EDITAVEIS = PRODUTO_FIELDS.filter((campo) => campo !== 'sku');

const AUDIT = recordAudit<ProdutoDto>('Produto', 'PRODUTO', (produto) => `${produto.sku} ${produto.nome}`);

@Injectable()
export class ProdutosService extends RecordReads<ProdutoDto, ProdutoSearchQueryDto, ProdutoSugestaoDto> {
  constructor(
    private readonly repository: ProdutosRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly exports: ExportService,
  ) {
    super(repository);
  }

  /** Every row of the search (filters and sort, no paging), for its /export route. */
  exportCsv(response: Response, query: ProdutoSearchQueryDto, actor: AuditActor): Promise<void> {
    return this.exports.stream(response, produtosCsv(this.repository.allRows(query), query), actor);
  }

  async create(input: ProdutoInputDto, actor: AuditActor): Promise<ProdutoDto> {
    const data = toData(input);
    // Two creations racing for one SKU: the unique index decides, with the same message.
    return onUniqueViolation(
      () =>
        this.transactions.run(async (tx, db) => {
          if (await this.repository.skuTaken(data.sku, db)) throw new ConflictException(SERVER_MESSAGES.skuTaken);
          const created = await this.repository.insert(data, db);
          await this.audit.record(AUDIT.created(created, data, actor), tx);
          return created;
        }),
      () => {
        throw new ConflictException(SERVER_MESSAGES.skuTaken);
      },
    );
  }

  async update(id: number, input: ProdutoInputDto, actor: AuditActor): Promise<ProdutoDto> {
    const data = toData(input);
    return this.transactions.run(async (tx, db) => {
      const current = orNotFound(await this.repository.findById(id, db, true));
      if (current.sku !== data.sku) throw new BadRequestException(SERVER_MESSAGES.skuImmutable);
      const updated = await this.repository.update(id, data, db);
      await this.audit.record(AUDIT.updated(current, updated, actor, EDITAVEIS), tx);
      return updated;
    });
  }

  async remove(id: number, actor: AuditActor): Promise<void> {
    await this.transactions.run(async (tx, db) => {
      const current = orNotFound(await this.repository.findById(id, db, true));
      await this.repository.delete(id, db);
      await this.audit.record(AUDIT.deleted(current, { produto: current }, actor), tx);
    });
  }
}

function toData(input: ProdutoInputDto): ProdutoData {
  return {
    sku: input.sku,
    tipo: input.tipo,
    nome: input.nome,
    status: input.status ?? true,
    descricao: input.descricao ?? null,
    // Absent (an older client's PUT) keeps what is stored; on create the column defaults apply.
    preco: input.preco === undefined || input.preco === null ? input.preco : scaledText(toScaled(input.preco, 2)!, 2),
    unidade: input.unidade,
    ncm: input.ncm,
    ipi_percentual: input.ipiPercentual === undefined ? undefined : scaledText(toScaled(input.ipiPercentual, 2)!, 2),
  };
}
