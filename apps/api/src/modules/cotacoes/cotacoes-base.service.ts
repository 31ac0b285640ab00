import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { COTACAO_MESSAGES } from '@portal/shared/messages';
import { TRANSICOES, type CotacaoAcao } from '@portal/shared/cotacoes';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { Tx } from '../../database/db.js';
import type { Db } from '../../database/database.js';
import { PedidosService } from '../pedidos/index.js';
import { CotacaoAceitesRepository } from './cotacao-aceites.repository.js';
import { comoRegistrado, type Leitor } from './cotacao-aceite-registro.js';
import type { CotacaoAceiteDto } from './dto/cotacao-aceite.response.js';
import type { CotacaoDto } from './dto/cotacao.response.js';
import { Transactions } from '../../database/transactions.js';
import { Clock } from '../../common/clock.js';
import { AuditService, type AuditRow } from '../audit/index.js';
import { CotacaoNotifications } from './cotacao-notifications.service.js';
import { CotacaoPdf } from './cotacao-pdf.service.js';
import { CotacaoItensRepository } from './cotacao-itens.repository.js';
import { CotacaoStatusRepository } from './cotacao-status.repository.js';
import { CotacoesRepository } from './cotacoes.repository.js';

/** Creates queue on the year's counter row, answers race on one row: they may wait their turn. */
export const TRANSACAO = { timeout: 15_000, maxWait: 15_000 } as const;

/**
 * What the staff and the customer quotation services both work with (Nest injects it into each
 * subclass): the quotation aggregate's repositories, the audit trail, notices, PDFs and the clock.
 */
@Injectable()
export abstract class CotacoesBase {
  constructor(
    protected readonly cotacoes: CotacoesRepository,
    protected readonly itens: CotacaoItensRepository,
    protected readonly transactions: Transactions,
    protected readonly status: CotacaoStatusRepository,
    protected readonly audit: AuditService,
    protected readonly notificacoes: CotacaoNotifications,
    protected readonly pdfs: CotacaoPdf,
    protected readonly clock: Clock,
    @Inject(APP_CONFIG) protected readonly config: AppConfig,
    protected readonly pedidos: PedidosService,
    protected readonly aceites: CotacaoAceitesRepository,
  ) {}

  /** A quotation transaction, with the waits TRANSACAO allows (Prisma `tx` and Kysely `db`, one connection). */
  protected emTransacao<T>(work: (tx: Tx, db: Db) => Promise<T>): Promise<T> {
    return this.transactions.run(work, TRANSACAO);
  }

  /**
   * The PDF of a quotation already read: an accepted one ends with its acceptance certificate, as
   * `leitor` may read it (comoRegistrado). `acesso`: a staff download's personal-data access record
   * (CotacaoPdf.file writes it).
   */
  protected async pdfDe(cotacao: CotacaoDto, acesso: AuditRow[] = [], leitor: Leitor = 'equipe') {
    const aceite = cotacao.status === 'aceita' ? await this.aceites.find(cotacao.id) : null;
    return this.pdfs.file(cotacao, aceite && comoRegistrado(aceite, leitor), acesso);
  }

  /**
   * The acceptance certificate as `leitor` may read it; with `clienteId`, only that customer's;
   * `acesso` written by its read.
   */
  protected async certificado(
    id: number,
    clienteId: number | null,
    acesso: AuditRow[] = [],
    leitor: Leitor = 'equipe',
  ): Promise<CotacaoAceiteDto> {
    const aceite = await this.aceites.find(id, clienteId, undefined, acesso);
    if (!aceite) throw new NotFoundException(COTACAO_MESSAGES.semCertificado);
    return comoRegistrado(aceite, leitor);
  }

  /**
   * What `acao` writes besides the row, in its transaction: the history entry (with `detalhe`) and the
   * audit entry (`message`, `changes`, by default the `detalhe`), each under the name its line of
   * TRANSICOES gives, if any.
   */
  protected async registrar(
    id: number,
    acao: CotacaoAcao,
    registro: { message: string; detalhe?: string | null; changes?: Record<string, unknown> },
    actor: AuditActor,
    agora: Date,
    tx: Tx,
    db: Db,
  ): Promise<void> {
    const { evento, auditoria } = TRANSICOES[acao];
    if (evento) await this.cotacoes.evento(id, evento, agora, actor.userId, registro.detalhe ?? null, db);
    if (auditoria) {
      const { message, detalhe } = registro;
      const changes = registro.changes ?? (detalhe ? { detalhe } : {});
      await this.audit.record({ message, action: auditoria, idObject: id, changes, ...actor }, tx);
    }
  }
}
