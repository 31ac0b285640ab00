import { Injectable } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { PRODUTO_FIELDS } from '@portal/shared/validators';
import { scaledText, toScaled } from '@portal/shared/cotacoes';
import { recordAudit } from '../audit/index.js';
import { CrudParts, CrudService } from '../crud/index.js';
import { produtosCsv } from './produtos-csv.js';
import type { ProdutoSugestaoDto } from '../../common/search/sugestao.dto.js';
import { ProdutosRepository, type ProdutoData, type ProdutoRow } from './produtos.repository.js';
import type { ProdutoInputDto } from './dto/produto-input.dto.js';
import type { ProdutoSearchQueryDto } from './dto/produto-search-query.dto.js';
import type { ProdutoDto } from './dto/produto.response.js';

@Injectable()
export class ProdutosService extends CrudService<
  ProdutoDto,
  ProdutoSearchQueryDto,
  ProdutoRow,
  ProdutoInputDto,
  ProdutoData
> {
  constructor(
    private readonly produtos: ProdutosRepository,
    parts: CrudParts,
  ) {
    super(produtos, parts, produtosCsv, {
      audit: recordAudit<ProdutoDto>('Produto', 'PRODUTO', (produto) => `${produto.sku} ${produto.nome}`),
      toData,
      deletedAs: 'produto',
      // What an edit may change (and the audit compares): every field of the shared rule set but the SKU.
      audited: PRODUTO_FIELDS.filter((campo) => campo !== 'sku'),
      // Two creations racing for one SKU: the unique index decides, with the same message.
      unique: { taken: (data, db) => produtos.skuTaken(data.sku, db), message: () => SERVER_MESSAGES.skuTaken },
      immutable: { fields: ['sku'], message: SERVER_MESSAGES.skuImmutable },
    });
  }

  /** The quotation editor's picker: a few matches for a typed term. */
  sugestoes(q: string): Promise<ProdutoSugestaoDto[]> {
    return this.produtos.sugestoes(q);
  }
}

function toData(input: ProdutoInputDto): ProdutoData {
  return {
    sku: input.sku,
    tipo: input.tipo,
    nome: input.nome,
    status: input.status ?? true,
    // Absent (an older client's PUT) keeps what is stored; on create the column defaults apply.
    descricao: input.descricao,
    preco: input.preco === undefined || input.preco === null ? input.preco : scaledText(toScaled(input.preco, 2)!, 2),
    unidade: input.unidade,
    ncm: input.ncm,
    ipi_percentual: input.ipiPercentual === undefined ? undefined : scaledText(toScaled(input.ipiPercentual, 2)!, 2),
  };
}
