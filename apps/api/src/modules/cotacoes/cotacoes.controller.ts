import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { ParallelSessionCheck } from '../../common/decorators/parallel-session-check.decorator.js';
import { IdParamPipe } from '../../common/http/id-param.pipe.js';
import type { JsonText } from '../../common/http/json-text.js';
import { KnownQuery } from '../../common/http/known-query.interceptor.js';
import { MessageDto } from '../../common/openapi/message.dto.js';
import { CotacoesService } from './cotacoes.service.js';
import { CotacaoInputDto } from './dto/cotacao-input.dto.js';
import { DuplicarInputDto, RevisaoRecusadaDto } from './dto/cotacao-actions.dto.js';
import { CotacaoSearchQueryDto } from './dto/cotacao-search-query.dto.js';
import { CotacaoDto, CotacaoPageDto } from './dto/cotacao.response.js';
import { CotacaoAceiteDto } from './dto/cotacao-aceite.response.js';
import { PDF_RESPONSE } from './cotacao-pdf.service.js';
import { ApiCsv, ApiDoc, ApiErrorsOf } from '../../common/openapi/api-doc.decorator.js';

@ApiTags('Cotações')
@Roles(...STAFF)
@Controller('Cotacoes')
export class CotacoesController {
  constructor(private readonly cotacoes: CotacoesService) {}

  @ApiDoc('Buscar cotações', 400)
  @Get()
  @KnownQuery(CotacaoSearchQueryDto)
  @ApiOkResponse({ type: CotacaoPageDto })
  search(@Query() query: CotacaoSearchQueryDto): Promise<CotacaoPageDto> {
    return this.cotacoes.search(query);
  }

  // Declared before ':id'.
  @ApiDoc('Exportar a busca de cotações (CSV)', 400)
  @Get('export')
  @KnownQuery(CotacaoSearchQueryDto)
  @ApiCsv()
  exportCsv(@Query() query: CotacaoSearchQueryDto, @Actor() actor: AuditActor, @Res() response: Response) {
    return this.cotacoes.exportCsv(response, query, actor);
  }

  @ApiDoc('Ler uma cotação', 400, 404)
  @Get(':id')
  // Writes nothing (no access record: the PDF and the certificate record theirs) and answers its return value.
  @ParallelSessionCheck()
  @ApiOkResponse({ type: CotacaoDto })
  get(@Param('id', IdParamPipe) id: number): Promise<JsonText<CotacaoDto>> {
    return this.cotacoes.getJson(id);
  }

  @ApiDoc('Baixar o PDF da cotação', 400, 404, 503)
  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_RESPONSE)
  pdf(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<StreamableFile> {
    return this.cotacoes.pdf(id, actor);
  }

  @ApiDoc('Certificado de aceite da cotação', 400, 404)
  @Get(':id/aceite')
  @ApiOkResponse({ type: CotacaoAceiteDto })
  aceite(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<CotacaoAceiteDto> {
    return this.cotacoes.aceite(id, actor);
  }

  @ApiDoc('Criar cotação (rascunho)', 400, 404)
  @Post()
  @ApiCreatedResponse({ type: CotacaoDto })
  create(@Body() body: CotacaoInputDto, @Actor() actor: AuditActor): Promise<CotacaoDto> {
    return this.cotacoes.create(body, actor);
  }

  @ApiDoc('Alterar rascunho de cotação', 400, 404, 409)
  @Put(':id')
  @ApiOkResponse({ type: CotacaoDto })
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: CotacaoInputDto,
    @Actor() actor: AuditActor,
  ): Promise<CotacaoDto> {
    return this.cotacoes.update(id, body, actor);
  }

  @ApiDoc('Excluir rascunho de cotação', 400, 404, 409)
  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  async remove(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<MessageDto> {
    await this.cotacoes.remove(id, actor);
    return { message: M.excluida };
  }

  @ApiDoc('Enviar a cotação ao cliente', 400, 404, 409, 503)
  @Post(':id/enviar')
  @HttpCode(200)
  @ApiOkResponse({ type: CotacaoDto })
  enviar(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<CotacaoDto> {
    return this.cotacoes.enviar(id, actor);
  }

  @ApiDoc('Cancelar a cotação', 400, 404, 409)
  @Post(':id/cancelar')
  @HttpCode(200)
  @ApiOkResponse({ type: CotacaoDto })
  cancelar(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<CotacaoDto> {
    return this.cotacoes.cancelar(id, actor);
  }

  @ApiDoc('Criar nova revisão da cotação', 400, 404)
  @ApiErrorsOf(RevisaoRecusadaDto, 409)
  @Post(':id/revisar')
  @ApiCreatedResponse({ type: CotacaoDto, description: 'O novo rascunho (mesmo número, revisão + 1).' })
  revisar(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<CotacaoDto> {
    return this.cotacoes.revisar(id, actor);
  }

  @ApiDoc('Duplicar a cotação em novo rascunho', 400, 404)
  @Post(':id/duplicar')
  @ApiCreatedResponse({ type: CotacaoDto, description: 'O novo rascunho, com novo número.' })
  duplicar(
    @Param('id', IdParamPipe) id: number,
    @Body() body: DuplicarInputDto,
    @Actor() actor: AuditActor,
  ): Promise<CotacaoDto> {
    return this.cotacoes.duplicar(id, body.clienteId, actor);
  }
}
