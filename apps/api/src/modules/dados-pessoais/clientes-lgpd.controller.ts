import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { IdParamPipe } from '../../common/http/id-param.pipe.js';
import { DadosPessoaisService } from './dados-pessoais.service.js';
import { AcessosPageDto, AcessosQueryDto, AnonimizacaoDto, AnonimizarDto } from './dto/dados-pessoais.dto.js';
import { ARQUIVO_JSON } from './meus-dados-lgpd.controller.js';
import { ApiErrors } from '../../common/openapi/api-doc.decorator.js';

/** ADMIN's LGPD actions for a customer who asked by another channel, and who read their record. */
@ApiTags('Clientes')
@ApiBearerAuth()
@Roles('ADMIN')
@Controller('Clientes')
export class ClientesLgpdController {
  constructor(private readonly dados: DadosPessoaisService) {}

  @Get(':id/dados-pessoais')
  @ApiOperation({ summary: 'Exportar os dados pessoais de um cliente (arquivo JSON)' })
  @ApiErrors(400, 404, 429)
  @ApiProduces('application/json')
  @ApiOkResponse(ARQUIVO_JSON)
  exportar(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor, @Res() response: Response) {
    return this.dados.exportarCliente(id, actor, response);
  }

  @Post(':id/anonimizar')
  @HttpCode(200)
  @ApiOperation({ summary: 'Anonimizar os dados pessoais de um cliente (motivo obrigatório, auditado)' })
  @ApiErrors(400, 404, 409)
  @ApiOkResponse({ type: AnonimizacaoDto })
  anonimizar(
    @Param('id', IdParamPipe) id: number,
    @Body() body: AnonimizarDto,
    @Actor() actor: AuditActor,
  ): Promise<AnonimizacaoDto> {
    return this.dados.anonimizar(id, body.motivo, actor);
  }

  @Get(':id/acessos')
  @ApiOperation({ summary: 'Relatório de acessos aos dados pessoais de um cliente (quem leu, quando, de onde)' })
  @ApiErrors(400, 404)
  @ApiOkResponse({ type: AcessosPageDto })
  async acessos(
    @Param('id', IdParamPipe) id: number,
    @Query() query: AcessosQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AcessosPageDto | undefined> {
    if (query.formato !== 'csv') return this.dados.acessosJson(id);
    await this.dados.acessosCsv(id, response);
    return undefined;
  }
}
