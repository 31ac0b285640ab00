import { Module } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import { AccountLinksService } from './account-links.service.js';
import { UserTokensRepository } from './user-tokens.repository.js';

/** Account e-mails and their single-use links; import it to send set-password, reset or confirmation links. */
@Module({
  imports: [MailModule],
  providers: [AccountLinksService, UserTokensRepository],
  exports: [AccountLinksService, MailModule],
})
export class AccountsModule {}
