import { Module } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import { ContatoController } from './contato.controller.js';
import { ContatoRepository } from './contato.repository.js';
import { ContatoService } from './contato.service.js';
import { AuditModule } from '../audit/index.js';
import { AuthModule } from '../auth/index.js';

@Module({
  imports: [AuditModule, AuthModule, MailModule],
  controllers: [ContatoController],
  providers: [ContatoService, ContatoRepository],
})
export class ContatoModule {}
