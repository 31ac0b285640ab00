import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SUCCESS_MESSAGES } from '@portal/shared/messages';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { ParallelSessionCheck } from '../../common/decorators/parallel-session-check.decorator.js';
import { sessionAsRead } from '../../common/guards/session-check.js';
import { IdParamPipe } from '../../common/http/id-param.pipe.js';
import { KnownQuery } from '../../common/http/known-query.interceptor.js';
import { MessageDto } from '../../common/openapi/message.dto.js';
import { ClientesService } from './clientes.service.js';
import { ClienteInputDto } from './dto/cliente-input.dto.js';
import { ClienteSearchQueryDto } from './dto/cliente-search-query.dto.js';
import { ClienteSugestaoDto, SugestaoQueryDto, termoSugestao } from '../../common/search/sugestao.dto.js';
import { ClienteDto, ClientePageDto, PedidoDto } from './dto/cliente.response.js';
import { ApiCsv, ApiDoc } from '../../common/openapi/api-doc.decorator.js';

@ApiTags('Clientes')
@Roles(...STAFF)
@Controller()
export class ClientesController {
  constructor(private readonly clientes: ClientesService) {}

  @ApiDoc('Buscar clientes', 400)
  @Get('Clientes')
  @KnownQuery(ClienteSearchQueryDto)
  @ApiOkResponse({ type: ClientePageDto })
  search(@Query() query: ClienteSearchQueryDto): Promise<ClientePageDto> {
    return this.clientes.search(query);
  }

  // Every row of the search (filters and sort, no paging) as CSV. Declared before ':id'.
  @ApiDoc('Exportar a busca de clientes (CSV)', 400)
  @ApiCsv()
  @Get('Clientes/export')
  @KnownQuery(ClienteSearchQueryDto)
  exportCsv(@Query() query: ClienteSearchQueryDto, @Actor() actor: AuditActor, @Res() response: Response) {
    return this.clientes.exportCsv(response, query, actor);
  }

  // Quotation editor's customer picker. Declared before ':id'.
  @ApiDoc('Sugerir clientes pelo nome ou documento', 400)
  @Get('Clientes/sugestoes')
  @KnownQuery(SugestaoQueryDto)
  @ApiOkResponse({ type: [ClienteSugestaoDto] })
  async sugestoes(@Query() query: SugestaoQueryDto): Promise<ClienteSugestaoDto[]> {
    const q = termoSugestao(query);
    return q ? this.clientes.sugestoes(q) : [];
  }

  @ApiDoc('Ler um cliente', 400, 404)
  @Get('Clientes/:id')
  @ApiOkResponse({ type: ClienteDto })
  // The read goes while the session barrier is in flight; its access record only under the session (issue 30).
  @ParallelSessionCheck()
  get(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor, @Req() request: Request): Promise<ClienteDto> {
    return this.clientes.read(id, actor, sessionAsRead(request));
  }

  @ApiDoc('Cadastrar cliente', 400, 409)
  @Post('Clientes')
  @ApiCreatedResponse({ type: ClienteDto })
  create(@Body() body: ClienteInputDto, @Actor() actor: AuditActor): Promise<ClienteDto> {
    return this.clientes.create(body, actor);
  }

  @ApiDoc('Alterar cliente', 400, 404, 409)
  @Put('Clientes/:id')
  @ApiOkResponse({ type: ClienteDto })
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: ClienteInputDto,
    @Actor() actor: AuditActor,
  ): Promise<ClienteDto> {
    return this.clientes.update(id, body, actor);
  }

  @ApiDoc('Excluir cliente', 400, 404, 409)
  @Delete('Clientes/:id')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async remove(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<MessageDto> {
    await this.clientes.remove(id, actor);
    return { message: SUCCESS_MESSAGES.customerDeleted };
  }

  @ApiDoc('Pedidos do cliente', 400, 404)
  @Get('clientes/:id/pedidos')
  @ApiOkResponse({ type: [PedidoDto] })
  orders(@Param('id', IdParamPipe) id: number): Promise<PedidoDto[]> {
    return this.clientes.orders(id);
  }
}
