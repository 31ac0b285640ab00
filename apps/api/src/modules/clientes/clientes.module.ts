import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { ClientesController } from './clientes.controller.js';
import { ClientesRepository } from './clientes.repository.js';
import { ClientesService } from './clientes.service.js';
import { ContatosPortalController } from './contatos-portal.controller.js';
import { ContatosPortalRepository } from './contatos-portal.repository.js';
import { ContatosPortalService } from './contatos-portal.service.js';
import { ConviteDestinatario } from './convite-destinatario.service.js';
import { AuditModule } from '../audit/index.js';
import { CrudModule } from '../crud/index.js';
import { DadosPessoaisModule } from '../dados-pessoais/index.js';

@Module({
  imports: [AuditModule, CrudModule, DadosPessoaisModule, AccountsModule],
  controllers: [ClientesController, ContatosPortalController],
  providers: [
    ClientesService,
    ClientesRepository,
    ContatosPortalService,
    ContatosPortalRepository,
    ConviteDestinatario,
  ],
  // The quotation e-mails invite recipients who cannot sign in yet.
  exports: [ConviteDestinatario],
})
export class ClientesModule {}
