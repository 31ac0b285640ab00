import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { AccountLinksService } from './account-links.service.js';
import { Clock } from './clock.js';
import { UserTokensRepository } from './user-tokens.repository.js';

/** Account e-mails and their single-use links; import it to send set-password, reset or confirmation links. */
@Module({
  imports: [MailModule],
  providers: [AccountLinksService, UserTokensRepository, Clock],
  exports: [AccountLinksService, Clock, MailModule],
})
export class AccountsModule {}
