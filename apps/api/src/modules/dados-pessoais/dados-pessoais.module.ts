import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { JobsModule } from '../jobs/index.js';
import { MailModule } from '../mail/index.js';
import { AcessosRepository } from './acessos.repository.js';
import { AcessosService } from './acessos.service.js';
import { AnonimizacaoRepository } from './anonimizacao.repository.js';
import { AnonimizacaoService } from './anonimizacao.service.js';
import { ClientesLgpdController } from './clientes-lgpd.controller.js';
import { ContaRepository } from './conta.repository.js';
import { DadosPessoaisService } from './dados-pessoais.service.js';
import { ExclusaoContatoRepository } from './exclusao-contato.repository.js';
import { ExclusaoContatoService } from './exclusao-contato.service.js';
import { DadosPessoaisExportRepository } from './dados-pessoais-export.repository.js';
import { DadosPessoaisExportService } from './dados-pessoais-export.service.js';
import { MeusDadosLgpdController } from './meus-dados-lgpd.controller.js';
import { RetencaoRepository } from './retencao.repository.js';
import { RetencaoService } from './retencao.service.js';
import { AuditModule } from '../audit/index.js';

/**
 * Personal data under the LGPD (issue 16): export, anonymisation, the record of reads and the
 * retention job. The customer screens (clientes, cotações) import it to record reads through
 * AcessosService.
 */
@Module({
  imports: [AuditModule, AccountsModule, MailModule, JobsModule],
  controllers: [MeusDadosLgpdController, ClientesLgpdController],
  providers: [
    AcessosRepository,
    AcessosService,
    AnonimizacaoRepository,
    AnonimizacaoService,
    ContaRepository,
    DadosPessoaisService,
    ExclusaoContatoRepository,
    ExclusaoContatoService,
    DadosPessoaisExportRepository,
    DadosPessoaisExportService,
    RetencaoRepository,
    RetencaoService,
  ],
  exports: [AcessosService],
})
export class DadosPessoaisModule {}
