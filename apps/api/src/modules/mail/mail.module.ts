import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/index.js';
import { MailQueue } from './mail-queue.service.js';
import { MailService } from './mail.service.js';

@Module({ imports: [JobsModule], providers: [MailService, MailQueue], exports: [MailQueue] })
export class MailModule {}
