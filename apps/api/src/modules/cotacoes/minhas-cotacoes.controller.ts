import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { Actor, type AuditActor } from '../../common/search/audit-actor.decorator.js';
import { IdParamPipe } from '../../common/search/id-param.pipe.js';
import { KnownQuery } from '../../common/search/known-query.interceptor.js';
import { MessageDto } from '../../common/search/message.dto.js';
import { MinhasCotacoesService } from './minhas-cotacoes.service.js';
import { AceiteResponseDto, RecusaInputDto } from './dto/cotacao-actions.dto.js';
import { MinhasCotacoesQueryDto } from './dto/cotacao-search-query.dto.js';
import { CotacaoDto, CotacaoPageDto } from './dto/cotacao.response.js';

const REFUSED = { type: MessageDto, description: 'A cotação não está mais aberta (a mensagem diz por quê).' };
const NOT_YOURS = { type: MessageDto, description: 'Não existe, é rascunho ou é de outro cliente.' };

/** A CLIENTE's own quotations (never drafts, never another customer's: 404). */
@ApiTags('Minhas cotações')
@ApiBearerAuth()
@Roles('CLIENTE')
@Controller('minhas-cotacoes')
export class MinhasCotacoesController {
  constructor(private readonly minhas: MinhasCotacoesService) {}

  @Get()
  @KnownQuery(MinhasCotacoesQueryDto)
  @ApiOkResponse({ type: CotacaoPageDto })
  search(@CurrentUser() user: SessionUser, @Query() query: MinhasCotacoesQueryDto): Promise<CotacaoPageDto> {
    return this.minhas.search(user.clienteId, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: CotacaoDto })
  @ApiNotFoundResponse(NOT_YOURS)
  get(@CurrentUser() user: SessionUser, @Param('id', IdParamPipe) id: number): Promise<CotacaoDto> {
    return this.minhas.get(user.clienteId, id);
  }

  @Post(':id/aceitar')
  @HttpCode(200)
  @ApiOkResponse({ type: AceiteResponseDto, description: 'O pedido criado.' })
  @ApiConflictResponse(REFUSED)
  @ApiNotFoundResponse(NOT_YOURS)
  aceitar(
    @CurrentUser() user: SessionUser,
    @Param('id', IdParamPipe) id: number,
    @Actor() actor: AuditActor,
  ): Promise<AceiteResponseDto> {
    return this.minhas.aceitar(user.clienteId, id, { ...actor, nome: user.name });
  }

  @Post(':id/recusar')
  @HttpCode(200)
  @ApiOkResponse({ type: CotacaoDto })
  @ApiConflictResponse(REFUSED)
  @ApiNotFoundResponse(NOT_YOURS)
  recusar(
    @CurrentUser() user: SessionUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: RecusaInputDto,
    @Actor() actor: AuditActor,
  ): Promise<CotacaoDto> {
    return this.minhas.recusar(user.clienteId, id, body.motivo ?? null, { ...actor, nome: user.name });
  }
}
