import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { ThrottleModule } from '../throttle/index.js';
import { CadastroClienteController } from './cadastro-cliente.controller.js';
import { CadastroClienteRepository } from './cadastro-cliente.repository.js';
import { CadastroClienteService } from './cadastro-cliente.service.js';
import { AuditModule } from '../audit/index.js';

@Module({
  imports: [AuditModule, AccountsModule, ThrottleModule],
  controllers: [CadastroClienteController],
  providers: [CadastroClienteService, CadastroClienteRepository],
})
export class CadastroClienteModule {}
