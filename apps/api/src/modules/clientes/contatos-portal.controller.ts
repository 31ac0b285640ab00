import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles, STAFF } from '../../common/decorators/roles.decorator.js';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { IdParamPipe } from '../../common/http/id-param.pipe.js';
import { MessageDto } from '../../common/openapi/message.dto.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import { ContatosPortalService } from './contatos-portal.service.js';
import { ClienteUsuarioInputDto } from './dto/cliente-usuario-input.dto.js';
import { ClienteUsuarioCriadoDto, ClienteUsuarioDto, DestinatarioDto } from './dto/cliente.response.js';

/** "Acesso ao portal" of the customer modal, and who the quotation e-mails reach (issue 26). */
@ApiTags('Clientes')
@Roles(...STAFF)
@Controller()
export class ContatosPortalController {
  constructor(private readonly contatos: ContatosPortalService) {}

  @ApiDoc('Logins de acesso ao portal do cliente', 400, 404)
  @Get('Clientes/:id/usuarios')
  @ApiOkResponse({ type: [ClienteUsuarioDto] })
  list(@Param('id', IdParamPipe) id: number): Promise<ClienteUsuarioDto[]> {
    return this.contatos.list(id);
  }

  @ApiDoc('Dar acesso ao portal a um contato do cliente (envia o convite)', 400, 404, 409)
  @Post('Clientes/:id/usuarios')
  @ApiCreatedResponse({ type: ClienteUsuarioCriadoDto })
  convidar(
    @Param('id', IdParamPipe) id: number,
    @Body() body: ClienteUsuarioInputDto,
    @Actor() actor: AuditActor,
  ): Promise<ClienteUsuarioCriadoDto> {
    return this.contatos.convidar(id, body, actor);
  }

  @ApiDoc('Revogar o acesso de um contato ao portal', 400, 404)
  @Delete('Clientes/:id/usuarios/:userId')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  revogar(
    @Param('id', IdParamPipe) id: number,
    @Param('userId', IdParamPipe) userId: number,
    @Actor() actor: AuditActor,
  ): Promise<MessageDto> {
    return this.contatos.revogar(id, userId, actor);
  }

  @ApiDoc('Destinatários dos e-mails de cotação do cliente', 400, 404)
  @Get('Clientes/:id/destinatarios')
  @ApiOkResponse({ type: [DestinatarioDto] })
  destinatarios(@Param('id', IdParamPipe) id: number): Promise<DestinatarioDto[]> {
    return this.contatos.destinatarios(id);
  }
}
