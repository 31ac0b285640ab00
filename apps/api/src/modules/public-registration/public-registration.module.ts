import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PublicRegistrationController } from './public-registration.controller.js';
import { PublicRegistrationRepository } from './public-registration.repository.js';
import { PublicRegistrationService } from './public-registration.service.js';

@Module({
  imports: [AccountsModule],
  controllers: [PublicRegistrationController],
  providers: [PublicRegistrationService, PublicRegistrationRepository],
})
export class PublicRegistrationModule {}
