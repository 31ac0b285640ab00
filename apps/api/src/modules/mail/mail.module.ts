import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { JobsModule } from '../jobs/index.js';
import { EnviosRepository } from './envios.repository.js';
import { MailQueue } from './mail-queue.service.js';
import { MailService } from './mail.service.js';
import { NaoEntregueRegistro } from './nao-entregue.js';

@Module({
  imports: [JobsModule, AuditModule],
  providers: [MailService, MailQueue, EnviosRepository, NaoEntregueRegistro],
  exports: [MailQueue],
})
export class MailModule {}
