import { Body, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { EntityController } from '../../common/entity/entity-controller.decorator.js';
import { USUARIOS_INTERNOS } from './usuarios-internos.entity.js';
import { Actor, type AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { IdParamPipe } from '../../common/http/id-param.pipe.js';
import { KnownQuery } from '../../common/http/known-query.interceptor.js';
import { MessageDto } from '../../common/openapi/message.dto.js';
import { UsuarioInternoInputDto } from './dto/usuario-interno-input.dto.js';
import { UsuarioInternoSearchQueryDto } from './dto/usuario-interno-search-query.dto.js';
import { UsuarioInternoDto, UsuarioInternoPageDto, RoleDto, UserSavedDto } from './dto/usuario-interno.response.js';
import { UsuariosInternosService } from './usuarios-internos.service.js';
import { ApiCsv, ApiDoc } from '../../common/openapi/api-doc.decorator.js';

@EntityController(USUARIOS_INTERNOS)
export class UsuariosInternosController {
  constructor(private readonly users: UsuariosInternosService) {}

  @ApiDoc('Buscar usuários internos', 400)
  @Get()
  @KnownQuery(UsuarioInternoSearchQueryDto)
  @ApiOkResponse({ type: UsuarioInternoPageDto })
  search(@Query() query: UsuarioInternoSearchQueryDto): Promise<UsuarioInternoPageDto> {
    return this.users.search(query);
  }

  // Every row of the search (filters and sort, no paging) as CSV. Declared before ':id'.
  @ApiDoc('Exportar a busca de usuários internos (CSV)', 400)
  @ApiCsv()
  @Get('export')
  @KnownQuery(UsuarioInternoSearchQueryDto)
  exportCsv(@Query() query: UsuarioInternoSearchQueryDto, @Actor() actor: AuditActor, @Res() response: Response) {
    return this.users.exportCsv(response, query, actor);
  }

  // Declared before ':id' so "roles" is not taken for an id.
  @ApiDoc('Listar os perfis')
  @Get('roles')
  @ApiOkResponse({ type: [RoleDto] })
  roles(): Promise<RoleDto[]> {
    return this.users.roles();
  }

  @ApiDoc('Ler um usuário interno', 400, 404)
  @Get(':id')
  @ApiOkResponse({ type: UsuarioInternoDto })
  get(@Param('id', IdParamPipe) id: number): Promise<UsuarioInternoDto> {
    return this.users.get(id);
  }

  @ApiDoc('Cadastrar usuário interno', 400, 409)
  @Post()
  @ApiCreatedResponse({ type: UserSavedDto })
  create(@Body() body: UsuarioInternoInputDto, @Actor() actor: AuditActor): Promise<UserSavedDto> {
    return this.users.create(body, actor);
  }

  @ApiDoc('Alterar usuário interno', 400, 404, 409)
  @Put(':id')
  @ApiOkResponse({ type: UserSavedDto })
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: UsuarioInternoInputDto,
    @Actor() actor: AuditActor,
  ): Promise<UserSavedDto> {
    return this.users.update(id, body, actor);
  }

  @ApiDoc('Excluir usuário interno', 400, 404, 409)
  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  remove(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<MessageDto> {
    return this.users.remove(id, actor);
  }

  @ApiDoc('Reenviar o link de acesso ao usuário', 400, 404, 409)
  @Post(':id/reenviar-dados')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto })
  resend(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<MessageDto> {
    return this.users.resendAccess(id, actor);
  }
}
