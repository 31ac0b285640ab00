import { Body, Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator.js';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { IdParamPipe } from '../../common/http/id-param.pipe.js';
import { ApiDoc, type ErrorStatus } from '../../common/openapi/api-doc.decorator.js';
import { RateLimit } from '../throttle/index.js';
import { CotacaoMensagensService, type Lado } from './cotacao-mensagens.service.js';
import { CotacaoMensagemDto, CotacaoMensagemInputDto } from './dto/cotacao-mensagem.dto.js';

// Per signed-in user: a conversation, not a flood of e-mails to the other side.
const POR_HORA = 3600;

/** What differs between the staff's and the customer's side of a thread. */
interface LadoDasRotas {
  lado: (user: SessionUser) => Lado;
  ler: string;
  escrever: string;
  errosAoEscrever: ErrorStatus[];
  limite: { name: string; limit: number };
}

/** The two routes of a thread (read it, write on it), once for both sides; each side gives its words. */
function rotasDaConversa(def: LadoDasRotas) {
  abstract class Conversa {
    constructor(@Inject(CotacaoMensagensService) private readonly mensagens: CotacaoMensagensService) {}

    @ApiDoc(def.ler, 400, 404)
    @Get(':id/mensagens')
    @ApiOkResponse({ type: [CotacaoMensagemDto] })
    listar(@Param('id', IdParamPipe) id: number, @CurrentUser() user: SessionUser): Promise<CotacaoMensagemDto[]> {
      return this.mensagens.listar(id, def.lado(user));
    }

    @RateLimit({ ...def.limite, windowSeconds: POR_HORA })
    @ApiDoc(def.escrever, ...def.errosAoEscrever)
    @Post(':id/mensagens')
    @ApiCreatedResponse({ type: CotacaoMensagemDto })
    escrever(
      @Param('id', IdParamPipe) id: number,
      @Body() body: CotacaoMensagemInputDto,
      @CurrentUser() user: SessionUser,
      @Actor() actor: AuditActor,
    ): Promise<CotacaoMensagemDto> {
      return this.mensagens.escrever(id, body.texto, def.lado(user), { ...actor, nome: user.name });
    }
  }
  return Conversa;
}

/** The thread of a quotation, staff side: read it and answer the customer. */
@ApiTags('Cotações')
@Roles(...STAFF)
@Controller('Cotacoes')
export class CotacaoMensagensController extends rotasDaConversa({
  lado: () => ({ cliente: false }),
  ler: 'Ler as mensagens da cotação',
  escrever: 'Responder ao cliente na cotação (e-mail ao cliente)',
  errosAoEscrever: [400, 404, 409],
  limite: { name: 'cotacao-mensagem-equipe', limit: 120 },
}) {}

/** The thread of a quotation, customer side: ask the salesperson. */
@ApiTags('Minhas cotações')
@Roles('CLIENTE')
@Controller('minhas-cotacoes')
export class MinhasCotacaoMensagensController extends rotasDaConversa({
  lado: (user) => ({ cliente: true, clienteId: user.clienteId }),
  ler: 'Ler as mensagens de uma cotação minha',
  escrever: 'Perguntar ao vendedor sobre a cotação (e-mail ao vendedor)',
  errosAoEscrever: [400, 404],
  limite: { name: 'cotacao-mensagem-cliente', limit: 30 },
}) {}
