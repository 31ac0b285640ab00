import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { MeusDadosController } from './meus-dados.controller.js';
import { MeusDadosRepository } from './meus-dados.repository.js';
import { MeusDadosService } from './meus-dados.service.js';
import { AuditModule } from '../audit/index.js';

@Module({
  imports: [AuditModule, AccountsModule],
  controllers: [MeusDadosController],
  providers: [MeusDadosService, MeusDadosRepository],
})
export class MeusDadosModule {}
