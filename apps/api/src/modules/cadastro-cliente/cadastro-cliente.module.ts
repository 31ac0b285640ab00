import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CadastroClienteController } from './cadastro-cliente.controller.js';
import { CadastroClienteRepository } from './cadastro-cliente.repository.js';
import { CadastroClienteService } from './cadastro-cliente.service.js';

@Module({
  imports: [AccountsModule],
  controllers: [CadastroClienteController],
  providers: [CadastroClienteService, CadastroClienteRepository],
})
export class CadastroClienteModule {}
