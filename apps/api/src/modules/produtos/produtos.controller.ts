import { Body, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { SUCCESS_MESSAGES } from '@portal/shared/messages';
import { EntityController } from '../../common/entity/entity-controller.decorator.js';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { ParallelSessionCheck } from '../../common/decorators/parallel-session-check.decorator.js';
import { IdParamPipe } from '../../common/http/id-param.pipe.js';
import { KnownQuery } from '../../common/http/known-query.interceptor.js';
import { MessageDto } from '../../common/openapi/message.dto.js';
import { ProdutoInputDto } from './dto/produto-input.dto.js';
import { ProdutoSearchQueryDto } from './dto/produto-search-query.dto.js';
import { ProdutoSugestaoDto, SugestaoQueryDto, termoSugestao } from '../../common/search/sugestao.dto.js';
import { ProdutoDto, ProdutoPageDto } from './dto/produto.response.js';
import { ProdutosService } from './produtos.service.js';
import { ApiCsv, ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import { PRODUTOS } from './produtos.entity.js';

@EntityController(PRODUTOS)
export class ProdutosController {
  constructor(private readonly produtos: ProdutosService) {}

  @ApiDoc('Buscar produtos', 400)
  @Get()
  @KnownQuery(ProdutoSearchQueryDto)
  @ApiOkResponse({ type: ProdutoPageDto })
  search(@Query() query: ProdutoSearchQueryDto): Promise<ProdutoPageDto> {
    return this.produtos.search(query);
  }

  // Every row of the search (filters and sort, no paging) as CSV. Declared before ':id'.
  @ApiDoc('Exportar a busca de produtos (CSV)', 400)
  @ApiCsv()
  @Get('export')
  @KnownQuery(ProdutoSearchQueryDto)
  exportCsv(@Query() query: ProdutoSearchQueryDto, @Actor() actor: AuditActor, @Res() response: Response) {
    return this.produtos.exportCsv(response, query, actor);
  }

  // Quotation editor's product picker. Declared before ':id'.
  @ApiDoc('Sugerir produtos pelo código ou nome', 400)
  @Get('sugestoes')
  @KnownQuery(SugestaoQueryDto)
  @ApiOkResponse({ type: [ProdutoSugestaoDto] })
  async sugestoes(@Query() query: SugestaoQueryDto): Promise<ProdutoSugestaoDto[]> {
    const q = termoSugestao(query);
    return q ? this.produtos.sugestoes(q) : [];
  }

  @ApiDoc('Ler um produto', 400, 404)
  @Get(':id')
  @ApiOkResponse({ type: ProdutoDto })
  // Writes nothing: the read goes while the session barrier is in flight (issue 30).
  @ParallelSessionCheck()
  get(@Param('id', IdParamPipe) id: number): Promise<ProdutoDto> {
    return this.produtos.get(id);
  }

  @ApiDoc('Cadastrar produto', 400, 409)
  @Post()
  @ApiCreatedResponse({ type: ProdutoDto })
  create(@Body() body: ProdutoInputDto, @Actor() actor: AuditActor): Promise<ProdutoDto> {
    return this.produtos.create(body, actor);
  }

  @ApiDoc('Alterar produto', 400, 404, 409)
  @Put(':id')
  @ApiOkResponse({ type: ProdutoDto })
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: ProdutoInputDto,
    @Actor() actor: AuditActor,
  ): Promise<ProdutoDto> {
    return this.produtos.update(id, body, actor);
  }

  @ApiDoc('Excluir produto', 400, 404, 409)
  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async remove(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<MessageDto> {
    await this.produtos.remove(id, actor);
    return { message: SUCCESS_MESSAGES.productDeleted };
  }
}
