import { Module } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import { ThrottleModule } from '../throttle/index.js';
import { AccountLinksService } from './account-links.service.js';
import { ContasExcluidasRepository } from './contas-excluidas.repository.js';
import { ContasExcluidas } from './contas-excluidas.service.js';
import { UserTokensRepository } from './user-tokens.repository.js';

/**
 * Account e-mails and their single-use links; import it to send set-password, reset or confirmation
 * links. Also the memory of deleted accounts' addresses (ContasExcluidas).
 */
@Module({
  imports: [MailModule, ThrottleModule],
  providers: [AccountLinksService, UserTokensRepository, ContasExcluidas, ContasExcluidasRepository],
  exports: [AccountLinksService, ContasExcluidas, MailModule],
})
export class AccountsModule {}
