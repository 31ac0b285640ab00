import { Module } from '@nestjs/common';
import { CnpjController } from './cnpj.controller.js';
import { CnpjLookupService } from './cnpj-lookup.service.js';
import { CnpjProviderClient } from './cnpj-provider.client.js';

@Module({ controllers: [CnpjController], providers: [CnpjLookupService, CnpjProviderClient] })
export class CnpjModule {}
