import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { ContatoController } from './contato.controller.js';
import { ContatoRepository } from './contato.repository.js';
import { ContatoService } from './contato.service.js';

@Module({
  imports: [MailModule],
  controllers: [ContatoController],
  providers: [ContatoService, ContatoRepository],
})
export class ContatoModule {}
