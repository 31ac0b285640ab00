import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/index.js';
import { EnviosRepository } from './envios.repository.js';
import { MailQueue } from './mail-queue.service.js';
import { MailService } from './mail.service.js';

@Module({ imports: [JobsModule], providers: [MailService, MailQueue, EnviosRepository], exports: [MailQueue] })
export class MailModule {}
