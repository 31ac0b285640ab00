import { Body, Controller, Post, Req, UseFilters } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { clientIp } from '../../common/http/client-ip.js';
import { RateLimit } from '../throttle/index.js';
import { CadastroClienteDto } from './dto/cadastro-cliente.dto.js';
import { CadastroClienteService } from './cadastro-cliente.service.js';
import { CadastroClienteErrorFilter } from './cadastro-cliente-error.filter.js';
import { toCadastroClienteData } from './cadastro-cliente-data.js';
import { ApiDoc, ApiErrorsOf } from '../../common/openapi/api-doc.decorator.js';
import { CadastroClienteErrorDto } from './dto/cadastro-cliente-error.dto.js';
import { MessageDto } from '../../common/openapi/message.dto.js';
import { ApiCreatedResponse } from '@nestjs/swagger';

@Controller('public/PublicClientes')
@UseFilters(CadastroClienteErrorFilter)
export class CadastroClienteController {
  constructor(private readonly cadastro: CadastroClienteService) {}

  // Above @RateLimit so that its 429 also says `error` (decorators apply bottom-up, the last one wins).
  @ApiErrorsOf(CadastroClienteErrorDto, 400, 409, 429, 503)
  @Public()
  @RateLimit({
    name: 'public-registration',
    limit: (config: AppConfig) => config.auth.publicFormMaxPerWindow,
    windowSeconds: 3600,
  })
  @ApiDoc('Cadastro público de cliente')
  @ApiCreatedResponse({ type: MessageDto })
  @Post()
  register(@Body() body: CadastroClienteDto, @Req() request: Request): Promise<{ message: string }> {
    return this.cadastro.register(toCadastroClienteData(body), clientIp(request));
  }
}
