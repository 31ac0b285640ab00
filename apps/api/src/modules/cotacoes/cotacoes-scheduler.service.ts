import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TRANSICOES } from '@portal/shared/cotacoes';
import { Transactions } from '../../database/transactions.js';
import { Clock } from '../../common/clock.js';
import { AuditService } from '../audit/index.js';
import { JobsService } from '../jobs/index.js';
import { CotacaoNotifications } from './cotacao-notifications.service.js';
import { CotacoesJobsRepository } from './cotacoes-jobs.repository.js';
import { TRANSACAO } from './cotacoes-base.service.js';

/**
 * The quotation jobs on the shared scheduler (once per occurrence across instances): expiry every
 * 5 minutes (acceptance checks validity itself, so the job only records what already holds) and the
 * reminders every hour. Each run claims its rows and queues its e-mails in one transaction.
 */
@Injectable()
export class CotacoesScheduler implements OnModuleInit {
  constructor(
    private readonly scheduler: JobsService,
    private readonly transactions: Transactions,
    private readonly jobs: CotacoesJobsRepository,
    private readonly notificacoes: CotacaoNotifications,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduler.registerRecurring('cotacoes-expirar', '*/5 * * * *', () => this.expireDue().then(() => undefined));
    this.scheduler.registerRecurring('cotacoes-lembrar', '0 * * * *', () => this.lembrar().then(() => undefined));
  }

  /** Marks the sent quotations whose validity ended; answers their ids. */
  expireDue(): Promise<number[]> {
    return this.transactions.run(async (tx, db) => {
      const vencidas = await this.jobs.expireDue(this.clock.now(), db);
      for (const v of vencidas) {
        const message = `Cotação expirada: ${v.numero} rev. ${v.revisao} (id ${v.id})`;
        await this.audit.record({ message, action: TRANSICOES.expirar.auditoria, idObject: v.id }, tx);
      }
      return vencidas.map((v) => v.id);
    }, TRANSACAO);
  }

  /** Sends the two-days-before reminders not sent yet; answers the quotation ids. */
  lembrar(): Promise<number[]> {
    return this.transactions.run(async (tx, db) => {
      const devidas = await this.jobs.dueReminders(this.clock.now(), db);
      for (const d of devidas) await this.notificacoes.lembrete(d.id, tx);
      return devidas.map((d) => d.id);
    }, TRANSACAO);
  }
}
