import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { AuditModule } from '../audit/index.js';
import { DadosPessoaisModule } from '../dados-pessoais/index.js';
import { ExportModule } from '../export/index.js';
import { MailModule } from '../mail/index.js';
import { PedidoCanceladoAviso } from './pedido-cancelado-mail.js';
import { MeusPedidosController, PedidosController } from './pedidos.controller.js';
import { PedidosRepository } from './pedidos.repository.js';
import { PedidosService } from './pedidos.service.js';

/** Orders (issue 29): staff /api/Pedidos and the customer's /api/meus-pedidos. */
@Module({
  imports: [AccountsModule, AuditModule, DadosPessoaisModule, ExportModule, MailModule],
  controllers: [PedidosController, MeusPedidosController],
  providers: [PedidosService, PedidosRepository, PedidoCanceladoAviso],
  exports: [PedidosService],
})
export class PedidosModule {}
