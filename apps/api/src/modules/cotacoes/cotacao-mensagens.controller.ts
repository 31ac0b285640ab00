import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator.js';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { IdParamPipe } from '../../common/http/id-param.pipe.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import { RateLimit } from '../throttle/index.js';
import { CotacaoMensagensService } from './cotacao-mensagens.service.js';
import { CotacaoMensagemDto, CotacaoMensagemInputDto } from './dto/cotacao-mensagem.dto.js';

// Per signed-in user: a conversation, not a flood of e-mails to the other side.
const POR_HORA = 3600;

/** The thread of a quotation, staff side: read it and answer the customer. */
@ApiTags('Cotações')
@Roles(...STAFF)
@Controller('Cotacoes')
export class CotacaoMensagensController {
  constructor(private readonly mensagens: CotacaoMensagensService) {}

  @ApiDoc('Ler as mensagens da cotação', 400, 404)
  @Get(':id/mensagens')
  @ApiOkResponse({ type: [CotacaoMensagemDto] })
  listar(@Param('id', IdParamPipe) id: number): Promise<CotacaoMensagemDto[]> {
    return this.mensagens.listar(id, { cliente: false });
  }

  @RateLimit({ name: 'cotacao-mensagem-equipe', limit: 120, windowSeconds: POR_HORA })
  @ApiDoc('Responder ao cliente na cotação (e-mail ao cliente)', 400, 404, 409)
  @Post(':id/mensagens')
  @ApiCreatedResponse({ type: CotacaoMensagemDto })
  escrever(
    @Param('id', IdParamPipe) id: number,
    @Body() body: CotacaoMensagemInputDto,
    @CurrentUser() user: SessionUser,
    @Actor() actor: AuditActor,
  ): Promise<CotacaoMensagemDto> {
    return this.mensagens.escrever(id, body.texto, { cliente: false }, { ...actor, nome: user.name });
  }
}

/** The thread of a quotation, customer side: ask the salesperson. */
@ApiTags('Minhas cotações')
@Roles('CLIENTE')
@Controller('minhas-cotacoes')
export class MinhasCotacaoMensagensController {
  constructor(private readonly mensagens: CotacaoMensagensService) {}

  @ApiDoc('Ler as mensagens de uma cotação minha', 400, 404)
  @Get(':id/mensagens')
  @ApiOkResponse({ type: [CotacaoMensagemDto] })
  listar(@CurrentUser() user: SessionUser, @Param('id', IdParamPipe) id: number): Promise<CotacaoMensagemDto[]> {
    return this.mensagens.listar(id, { cliente: true, clienteId: user.clienteId });
  }

  @RateLimit({ name: 'cotacao-mensagem-cliente', limit: 30, windowSeconds: POR_HORA })
  @ApiDoc('Perguntar ao vendedor sobre a cotação (e-mail ao vendedor)', 400, 404)
  @Post(':id/mensagens')
  @ApiCreatedResponse({ type: CotacaoMensagemDto })
  escrever(
    @Param('id', IdParamPipe) id: number,
    @Body() body: CotacaoMensagemInputDto,
    @CurrentUser() user: SessionUser,
    @Actor() actor: AuditActor,
  ): Promise<CotacaoMensagemDto> {
    const lado = { cliente: true as const, clienteId: user.clienteId };
    return this.mensagens.escrever(id, body.texto, lado, { ...actor, nome: user.name });
  }
}
