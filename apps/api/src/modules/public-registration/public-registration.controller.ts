import { Body, Controller, Post, Req, UseFilters } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { clientIp } from '../../common/http/client-ip.js';
import { RateLimit } from '../throttle/rate-limit.decorator.js';
import { PublicRegistrationDto } from './dto/public-registration.dto.js';
import { PublicRegistrationService } from './public-registration.service.js';
import { RegistrationErrorFilter } from './registration-error.filter.js';
import { toValidRegistration } from './registration-validation.js';
import { ApiDoc, ApiErrorsOf } from '../../common/openapi/api-doc.decorator.js';
import { RegistrationErrorDto } from './dto/registration-error.dto.js';
import { MessageDto } from '../../common/search/message.dto.js';
import { ApiCreatedResponse } from '@nestjs/swagger';

@Controller('public/PublicClientes')
@UseFilters(RegistrationErrorFilter)
export class PublicRegistrationController {
  constructor(private readonly registrations: PublicRegistrationService) {}

  // Above @RateLimit so that its 429 also says `error` (decorators apply bottom-up, the last one wins).
  @ApiErrorsOf(RegistrationErrorDto, 400, 409, 429, 503)
  @Public()
  @RateLimit({
    name: 'public-registration',
    limit: (config: AppConfig) => config.auth.publicFormMaxPerWindow,
    windowSeconds: 3600,
  })
  @ApiDoc('Cadastro público de cliente')
  @ApiCreatedResponse({ type: MessageDto })
  @Post()
  register(@Body() body: PublicRegistrationDto, @Req() request: Request): Promise<{ message: string }> {
    return this.registrations.register(toValidRegistration(body), clientIp(request));
  }
}
