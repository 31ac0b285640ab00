import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { JobsModule } from '../jobs/index.js';
import { MailModule } from '../mail/index.js';
import { ClientesModule } from '../clientes/index.js';
import { CotacaoMensagensController, MinhasCotacaoMensagensController } from './cotacao-mensagens.controller.js';
import { CotacaoMensagensRepository } from './cotacao-mensagens.repository.js';
import { CotacaoMensagensService } from './cotacao-mensagens.service.js';
import { CotacaoNotifications } from './cotacao-notifications.service.js';
import { CotacaoPdf } from './cotacao-pdf.service.js';
import { CotacaoPdfsRepository } from './cotacao-pdfs.repository.js';
import { PdfRenderPool } from './pdf/pdf-render-pool.js';
import { CotacoesScheduler } from './cotacoes-scheduler.service.js';
import { CotacoesController } from './cotacoes.controller.js';
import { CotacaoDestinatariosRepository } from './cotacao-destinatarios.repository.js';
import { CotacaoItensRepository } from './cotacao-itens.repository.js';
import { CotacaoStatusRepository } from './cotacao-status.repository.js';
import { CotacoesJobsRepository } from './cotacoes-jobs.repository.js';
import { CotacoesRepository } from './cotacoes.repository.js';
import { CotacoesSearchRepository } from './cotacoes-search.repository.js';
import { CotacoesService } from './cotacoes.service.js';
import { MinhasCotacoesController } from './minhas-cotacoes.controller.js';
import { PixService } from './pix/pix.service.js';
import { MinhasCotacoesService } from './minhas-cotacoes.service.js';
import { AuditModule } from '../audit/index.js';
import { ExportModule } from '../export/index.js';
import { DadosPessoaisModule } from '../dados-pessoais/index.js';
import { PedidosModule } from '../pedidos/index.js';
import { CotacaoAceitesRepository } from './cotacao-aceites.repository.js';

/** Quotations: the staff's (/api/Cotacoes) and a CLIENTE's own (/api/minhas-cotacoes). */
@Module({
  imports: [
    AuditModule,
    ExportModule,
    DadosPessoaisModule,
    AccountsModule,
    MailModule,
    JobsModule,
    ClientesModule,
    PedidosModule,
  ],
  controllers: [
    CotacoesController,
    MinhasCotacoesController,
    CotacaoMensagensController,
    MinhasCotacaoMensagensController,
  ],
  providers: [
    CotacoesService,
    MinhasCotacoesService,
    PixService,
    CotacoesRepository,
    CotacoesSearchRepository,
    CotacaoItensRepository,
    CotacaoStatusRepository,
    CotacaoDestinatariosRepository,
    CotacoesJobsRepository,
    CotacaoNotifications,
    CotacaoPdf,
    PdfRenderPool,
    CotacaoPdfsRepository,
    CotacaoAceitesRepository,
    CotacoesScheduler,
    CotacaoMensagensService,
    CotacaoMensagensRepository,
  ],
  exports: [CotacoesJobsRepository],
})
export class CotacoesModule {}
