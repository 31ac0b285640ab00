import { Controller, Get, Inject } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { ApiDoc } from '../../common/openapi/api-doc.decorator.js';
import { PublicConfigDto } from './public-config.response.js';
import { ApiOkResponse } from '@nestjs/swagger';

/** What the browser needs to know at run time: the postal-code service it calls itself. */
export interface PublicConfig {
  /** URL with a `{cep}` placeholder for the 8 digits (CEP_API_URL). */
  cepApiUrl: string;
  /** How long the browser waits for it (LOOKUP_TIMEOUT_MS). */
  lookupTimeoutMs: number;
  /** The company's contact details shown on Fale conosco (CONTACT_EMAIL, CONTACT_PHONE, CONTACT_ADDRESS). */
  contact: { email: string; phone: string; address: string };
  /** The privacy notice (/privacidade): its version and the controller's contact (PRIVACY_*). */
  privacy: { contactEmail: string; noticeVersion: string };
}

@Controller('public/config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @ApiDoc('Configuração pública usada pelo navegador')
  @ApiOkResponse({ type: PublicConfigDto })
  @Get()
  get(): PublicConfig {
    return {
      cepApiUrl: this.config.lookup.cepApiUrl,
      lookupTimeoutMs: this.config.lookup.timeoutMs,
      contact: { ...this.config.contact },
      privacy: { contactEmail: this.config.privacy.contactEmail, noticeVersion: this.config.privacy.noticeVersion },
    };
  }
}
