import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import type { SessionUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { OptionalSessionGuard } from '../../common/guards/optional-session.guard.js';
import { clientIp } from '../../common/http/client-ip.js';
import { RateLimit } from '../throttle/index.js';
import { ContatoService } from './contato.service.js';
import { ContatoDto } from './dto/contato.dto.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import { MessageDto } from '../../common/openapi/message.dto.js';
import { ApiOkResponse } from '@nestjs/swagger';

@Controller('public/contato')
export class ContatoController {
  constructor(private readonly contatos: ContatoService) {}

  @Public()
  // Signed in, the message is linked to the sender's account (export and anonymisation find it by id).
  @UseGuards(OptionalSessionGuard)
  @RateLimit({
    name: 'contato',
    limit: (config: AppConfig) => config.auth.publicFormMaxPerWindow,
    windowSeconds: 3600,
  })
  @ApiDoc('Enviar mensagem do Fale conosco', 400, 503)
  @ApiOkResponse({ type: MessageDto })
  @Post()
  @HttpCode(200)
  send(@Body() body: ContatoDto, @Req() request: Request): Promise<{ message: string }> {
    return this.contatos.send(body, clientIp(request), request.user as SessionUser | undefined);
  }
}
