import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator.js';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { IdParamPipe } from '../../common/http/id-param.pipe.js';
import { KnownQuery } from '../../common/http/known-query.interceptor.js';
import { ApiCsv, ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import { MeusPedidosQueryDto, PedidoSearchQueryDto } from './dto/pedido-search-query.dto.js';
import { PedidoAcaoResponseDto, PedidoDetalheDto, PedidoPageDto } from './dto/pedido.response.js';
import { PedidosService } from './pedidos.service.js';

/** Staff orders: search, CSV, the order an ERP imports, invoice and cancel. */
@ApiTags('Pedidos')
@Roles(...STAFF)
@Controller('Pedidos')
export class PedidosController {
  constructor(private readonly pedidos: PedidosService) {}

  @ApiDoc('Buscar pedidos', 400)
  @Get()
  @KnownQuery(PedidoSearchQueryDto)
  @ApiOkResponse({ type: PedidoPageDto })
  search(@Query() query: PedidoSearchQueryDto): Promise<PedidoPageDto> {
    return this.pedidos.search(query);
  }

  @ApiDoc('Exportar a busca de pedidos (CSV)', 400)
  @ApiCsv()
  @Get('export')
  @KnownQuery(PedidoSearchQueryDto)
  exportCsv(@Query() query: PedidoSearchQueryDto, @Actor() actor: AuditActor, @Res() response: Response) {
    return this.pedidos.exportCsv(response, query, actor);
  }

  @ApiDoc('Ler um pedido (JSON para importação no ERP)', 400, 404)
  @Get(':id')
  @ApiOkResponse({ type: PedidoDetalheDto })
  get(@Param('id', IdParamPipe) id: number): Promise<PedidoDetalheDto> {
    return this.pedidos.get(id);
  }

  @ApiDoc('Faturar o pedido', 400, 404, 409)
  @Post(':id/faturar')
  @HttpCode(200)
  @ApiOkResponse({ type: PedidoAcaoResponseDto })
  faturar(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<PedidoAcaoResponseDto> {
    return this.pedidos.mover(id, 'faturar', actor);
  }

  @ApiDoc('Cancelar o pedido', 400, 404, 409)
  @Post(':id/cancelar')
  @HttpCode(200)
  @ApiOkResponse({ type: PedidoAcaoResponseDto })
  cancelar(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<PedidoAcaoResponseDto> {
    return this.pedidos.mover(id, 'cancelar', actor);
  }
}

/** A CLIENTE's orders: every login of the customer sees them; another customer's are 404. */
@ApiTags('Meus pedidos')
@Roles('CLIENTE')
@Controller('meus-pedidos')
export class MeusPedidosController {
  constructor(private readonly pedidos: PedidosService) {}

  @ApiDoc('Buscar meus pedidos', 400)
  @Get()
  @KnownQuery(MeusPedidosQueryDto)
  @ApiOkResponse({ type: PedidoPageDto })
  search(@CurrentUser() user: SessionUser, @Query() query: MeusPedidosQueryDto): Promise<PedidoPageDto> {
    return this.pedidos.meus(user.clienteId, query);
  }

  @ApiDoc('Ler um pedido meu', 400, 404)
  @Get(':id')
  @ApiOkResponse({ type: PedidoDetalheDto })
  get(@CurrentUser() user: SessionUser, @Param('id', IdParamPipe) id: number): Promise<PedidoDetalheDto> {
    return this.pedidos.get(id, user.clienteId ?? 0);
  }
}
