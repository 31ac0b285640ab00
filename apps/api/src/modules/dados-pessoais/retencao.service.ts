import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { Clock } from '../../common/clock.js';
import { AuditService } from '../audit/index.js';
import { JobsService } from '../jobs/index.js';
import { MAIL_QUEUE } from '../mail/index.js';
import { RetencaoRepository, type TipoRetencao } from './retencao.repository.js';

const DIA_MS = 24 * 3600 * 1000;

export interface ResultadoRetencao {
  apagados: Record<TipoRetencao, number>;
  lotes: number;
}

/**
 * Retention that runs by itself (issue 16): every night the shared scheduler deletes what is past
 * its configured age, in batches, and records the counts in the audit trail and the log.
 */
@Injectable()
export class RetencaoService implements OnModuleInit {
  private readonly logger = new Logger('Retencao');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: JobsService,
    private readonly repository: RetencaoRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduler.registerRecurring('retencao-dados', '30 3 * * *', () => this.executar().then(() => undefined));
  }

  async executar(): Promise<ResultadoRetencao> {
    const { auditDays, tokenDays, sessionDays, throttleDays, mailJobDays, batchSize } = this.config.retention;
    const dias: Record<TipoRetencao, number> = {
      auditoria: auditDays,
      links: tokenDays,
      sessoes: sessionDays,
      contadores: throttleDays,
      emails: mailJobDays,
    };
    const agora = this.clock.now().getTime();
    const resultado: ResultadoRetencao = {
      apagados: { auditoria: 0, links: 0, sessoes: 0, contadores: 0, emails: 0 },
      lotes: 0,
    };
    for (const tipo of Object.keys(dias) as TipoRetencao[]) {
      const corte = new Date(agora - dias[tipo] * DIA_MS);
      for (;;) {
        const apagados = await this.apagarLote(tipo, corte, batchSize);
        resultado.lotes++;
        resultado.apagados[tipo] += apagados;
        if (apagados < batchSize) break;
      }
    }
    const total = Object.values(resultado.apagados).reduce((a, b) => a + b, 0);
    await this.audit.record({
      message: `Retenção de dados executada: ${total} ${total === 1 ? 'registro apagado' : 'registros apagados'}`,
      action: 'RETENCAO_EXECUTADA',
      changes: { ...resultado.apagados, lotes: resultado.lotes, dias },
    });
    this.logger.log(`Retenção: ${JSON.stringify(resultado)}`);
    return resultado;
  }

  /** One batch: sent e-mails live in the queue's tables, the rest in the app's. */
  private apagarLote(tipo: TipoRetencao, corte: Date, lote: number): Promise<number> {
    if (tipo === 'emails') return this.scheduler.deleteCompletedBefore(MAIL_QUEUE, corte, lote);
    return this.repository.apagarLote(tipo, corte, lote);
  }
}
