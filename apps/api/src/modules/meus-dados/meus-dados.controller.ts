import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { MeusDados } from '@portal/shared/dto';
import { CurrentUser, type SessionUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { clientIp } from '../../common/http/client-ip.js';
import { KnownQuery } from '../../common/http/known-query.interceptor.js';
import { RateLimit } from '../throttle/index.js';
import { MeusDadosUpdateDto } from './dto/meus-dados-update.dto.js';
import { MeusDadosService } from './meus-dados.service.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import { MeusDadosDto, MeusDadosSalvoDto } from './dto/meus-dados.response.js';
import { MessageDto } from '../../common/openapi/message.dto.js';
import { ApiOkResponse } from '@nestjs/swagger';

@Controller('meusdados')
@Roles('CLIENTE')
@KnownQuery()
export class MeusDadosController {
  constructor(private readonly meusDados: MeusDadosService) {}

  @ApiDoc('Ler meus dados cadastrais', 404)
  @ApiOkResponse({ type: MeusDadosDto })
  @Get()
  get(@CurrentUser() user: SessionUser): Promise<MeusDados> {
    return this.meusDados.get(user);
  }

  @ApiDoc('Alterar meus dados cadastrais', 400, 404, 409)
  @ApiOkResponse({ type: MeusDadosSalvoDto })
  @Put()
  update(
    @CurrentUser() user: SessionUser,
    @Body() body: MeusDadosUpdateDto,
    @Req() request: Request,
  ): Promise<MeusDadosSalvoDto> {
    return this.meusDados.update(user, body, clientIp(request));
  }

  @RateLimit({ name: 'trocar-minha-senha', limit: 10, windowSeconds: 3600 })
  @ApiDoc('Pedir link para trocar minha senha', 404)
  @ApiOkResponse({ type: MessageDto })
  @Post('trocar-minha-senha')
  @HttpCode(200)
  trocarSenha(@CurrentUser() user: SessionUser, @Req() request: Request): Promise<{ message: string }> {
    return this.meusDados.sendPasswordReset(user, clientIp(request));
  }
}
