import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { MeusDadosController } from './meus-dados.controller.js';
import { MeusDadosRepository } from './meus-dados.repository.js';
import { MeusDadosService } from './meus-dados.service.js';

@Module({
  imports: [AccountsModule],
  controllers: [MeusDadosController],
  providers: [MeusDadosService, MeusDadosRepository],
})
export class MeusDadosModule {}
