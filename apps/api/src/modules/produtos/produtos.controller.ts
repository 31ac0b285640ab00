import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SUCCESS_MESSAGES } from '@portal/shared/messages';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { Actor, type AuditActor } from '../../common/search/audit-actor.decorator.js';
import { IdParamPipe } from '../../common/search/id-param.pipe.js';
import { KnownQuery } from '../../common/search/known-query.interceptor.js';
import { MessageDto } from '../../common/search/message.dto.js';
import { ProdutoInputDto } from './dto/produto-input.dto.js';
import { ProdutoSearchQueryDto } from './dto/produto-search-query.dto.js';
import { ProdutoDto, ProdutoPageDto } from './dto/produto.response.js';
import { ProdutosService } from './produtos.service.js';

@ApiTags('Produtos')
@ApiBearerAuth()
@Roles(...STAFF)
@Controller('Produtos')
export class ProdutosController {
  constructor(private readonly produtos: ProdutosService) {}

  @Get()
  @KnownQuery(ProdutoSearchQueryDto)
  @ApiOkResponse({ type: ProdutoPageDto })
  search(@Query() query: ProdutoSearchQueryDto): Promise<ProdutoPageDto> {
    return this.produtos.search(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ProdutoDto })
  get(@Param('id', IdParamPipe) id: number): Promise<ProdutoDto> {
    return this.produtos.get(id);
  }

  @Post()
  @ApiCreatedResponse({ type: ProdutoDto })
  create(@Body() body: ProdutoInputDto, @Actor() actor: AuditActor): Promise<ProdutoDto> {
    return this.produtos.create(body, actor);
  }

  @Put(':id')
  @ApiOkResponse({ type: ProdutoDto })
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: ProdutoInputDto,
    @Actor() actor: AuditActor,
  ): Promise<ProdutoDto> {
    return this.produtos.update(id, body, actor);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async remove(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<MessageDto> {
    await this.produtos.remove(id, actor);
    return { message: SUCCESS_MESSAGES.productDeleted };
  }
}
