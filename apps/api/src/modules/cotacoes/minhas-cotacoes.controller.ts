import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { IdParamPipe } from '../../common/http/id-param.pipe.js';
import type { JsonText } from '../../common/http/json-text.js';
import { KnownQuery } from '../../common/http/known-query.interceptor.js';
import { MinhasCotacoesService } from './minhas-cotacoes.service.js';
import { AceiteResponseDto, RecusaInputDto } from './dto/cotacao-actions.dto.js';
import { MinhasCotacoesQueryDto } from './dto/cotacao-search-query.dto.js';
import { CotacaoDto, CotacaoPageDto } from './dto/cotacao.response.js';
import { CotacaoAceiteDto } from './dto/cotacao-aceite.response.js';
import { PDF_RESPONSE } from './cotacao-pdf.service.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import { PixResponseDto } from './dto/pix.response.js';
import { PixService } from './pix/pix.service.js';

/** A CLIENTE's own quotations (never drafts, never another customer's: 404). */
@ApiTags('Minhas cotações')
@Roles('CLIENTE')
@Controller('minhas-cotacoes')
export class MinhasCotacoesController {
  constructor(
    private readonly minhas: MinhasCotacoesService,
    private readonly pix: PixService,
  ) {}

  @ApiDoc('Buscar minhas cotações', 400)
  @Get()
  @KnownQuery(MinhasCotacoesQueryDto)
  @ApiOkResponse({ type: CotacaoPageDto })
  search(@CurrentUser() user: SessionUser, @Query() query: MinhasCotacoesQueryDto): Promise<CotacaoPageDto> {
    return this.minhas.search(user.clienteId, query);
  }

  @ApiDoc('Ler uma cotação minha', 400, 404)
  @Get(':id')
  @ApiOkResponse({ type: CotacaoDto })
  get(@CurrentUser() user: SessionUser, @Param('id', IdParamPipe) id: number): Promise<JsonText<CotacaoDto>> {
    return this.minhas.getJson(user.clienteId, id);
  }

  @ApiDoc('Baixar o PDF de uma cotação minha', 400, 404, 503)
  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_RESPONSE)
  pdf(@CurrentUser() user: SessionUser, @Param('id', IdParamPipe) id: number): Promise<StreamableFile> {
    return this.minhas.pdf(user.clienteId, id, user.id);
  }

  @ApiDoc('Pix da cotação: BR Code (copia e cola) e QR da 1ª parcela (ou do total)', 400, 404, 409)
  @Get(':id/pix')
  @ApiOkResponse({ type: PixResponseDto })
  async pixDaCotacao(@CurrentUser() user: SessionUser, @Param('id', IdParamPipe) id: number): Promise<PixResponseDto> {
    const { cotacao, pedido } = await this.minhas.comPedido(user.clienteId, id);
    return this.pix.daCotacao(cotacao, pedido);
  }

  @ApiDoc('Aceitar a cotação (gera o pedido)', 400, 409, 404)
  @Post(':id/aceitar')
  @HttpCode(200)
  @ApiOkResponse({ type: AceiteResponseDto, description: 'O pedido criado.' })
  aceitar(
    @CurrentUser() user: SessionUser,
    @Param('id', IdParamPipe) id: number,
    @Actor() actor: AuditActor,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<AceiteResponseDto> {
    return this.minhas.aceitar(user.clienteId, id, { ...actor, nome: user.name, userAgent: userAgent ?? null });
  }

  @ApiDoc('Certificado de aceite de uma cotação minha', 400, 404)
  @Get(':id/aceite')
  @ApiOkResponse({ type: CotacaoAceiteDto })
  aceite(@CurrentUser() user: SessionUser, @Param('id', IdParamPipe) id: number): Promise<CotacaoAceiteDto> {
    return this.minhas.aceite(user.clienteId, id, user.id);
  }

  @ApiDoc('Recusar a cotação', 400, 409, 404)
  @Post(':id/recusar')
  @HttpCode(200)
  @ApiOkResponse({ type: CotacaoDto })
  recusar(
    @CurrentUser() user: SessionUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: RecusaInputDto,
    @Actor() actor: AuditActor,
  ): Promise<CotacaoDto> {
    return this.minhas.recusar(user.clienteId, id, body.motivo ?? null, { ...actor, nome: user.name });
  }
}
