import { Injectable, Logger } from '@nestjs/common';
import type { Tx } from '../../database/db.js';
import { orNotFound } from '../../database/db.js';
import { Transactions } from '../../database/transactions.js';
import { Clock } from '../../common/clock.js';
import { AuditService } from '../audit/index.js';
import { MailQueue } from '../mail/index.js';
import { AnonimizacaoRepository } from './anonimizacao.repository.js';
import { ContaRepository } from './conta.repository.js';
import { pedidoExclusaoMail } from './dados-pessoais-mails.js';
import { pseudonimo } from './identificadores.js';
import { tarefasDoCliente } from './titular-sql.js';

export interface Solicitante {
  userId: number;
  /** titular: the customer through Meus Dados (their e-mail and IP are not kept); admin: staff. */
  origem: 'titular' | 'admin';
  email?: string;
  ip?: string;
  motivo: string;
}

export interface ResultadoAnonimizacao {
  anonimizadoEm: Date;
  jaAnonimizado: boolean;
}

// Statements over the whole audit trail and queue: more time than Prisma's 5 s default, plus the
// wait for the person's e-mails in a worker's hands (MailQueue.apagarTarefas).
export const transacaoDeExclusao = (mail: MailQueue) => ({ timeout: 120_000 + mail.esperaMaximaMs, maxWait: 10_000 });

/**
 * Replaces a customer's personal data by a stable pseudonym in every row reached by its ids (see
 * titular-sql.ts and the root README, "Dados pessoais (LGPD)"), in one transaction with its audit
 * entries and the staff e-mail. No other person's row is read, changed or deleted. A customer
 * already anonymised is left as it is: running it twice changes nothing.
 */
@Injectable()
export class AnonimizacaoService {
  private readonly logger = new Logger('DadosPessoais');

  constructor(
    private readonly transactions: Transactions,
    private readonly repository: AnonimizacaoRepository,
    private readonly conta: ContaRepository,
    private readonly audit: AuditService,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
  ) {}

  anonimizar(clienteId: number, solicitante: Solicitante): Promise<ResultadoAnonimizacao> {
    return this.transactions.run(async (tx, db) => {
      const cliente = orNotFound(await this.repository.lockCliente(clienteId, db));
      if (cliente.anonimizado_em) return { anonimizadoEm: cliente.anonimizado_em, jaAnonimizado: true };
      await this.repository.lockUsuarios(clienteId, db);
      const em = this.clock.now();
      const pedido = { clienteId, pseudonimo: pseudonimo(clienteId), motivo: solicitante.motivo, em };
      await this.registrarPedido(solicitante, pedido, tx);

      // Everything by the customer's ids; the counters first, while the logins still have their addresses.
      const contagem = {
        contadoresApagados: await this.repository.apagarContadores(clienteId, db),
        auditoriaLimpa: await this.repository.limparAuditoria(clienteId, db),
        contatosApagados: await this.repository.apagarContatos(clienteId, db),
        tarefasApagadas: await this.mail.apagarTarefas(db, tarefasDoCliente(clienteId)),
        cotacoes: await this.repository.limparCotacoes(clienteId, db),
        pdfsApagados: await this.repository.apagarPdfs(clienteId, db),
        usuarios: await this.repository.anonimizarUsuarios(clienteId, em, db),
        aceites: 0,
        pedidos: 0,
      };
      await this.repository.anonimizarCliente(cliente, em, db);
      // After the logins and the record: the copies take their pseudonyms.
      contagem.aceites = await this.repository.limparAceites(clienteId, db);
      contagem.pedidos = await this.repository.limparPedidos(clienteId, db);

      await this.audit.record(
        {
          message: `Dados pessoais anonimizados: cliente id ${clienteId}`,
          action: 'DADOS_PESSOAIS_ANONIMIZADOS',
          userId: solicitante.userId,
          idObject: clienteId,
          email: solicitante.origem === 'admin' ? solicitante.email : null,
          ip: solicitante.origem === 'admin' ? solicitante.ip : null,
          fields: { clienteId, origem: solicitante.origem, motivo: solicitante.motivo },
          changes: contagem,
        },
        tx,
      );
      for (const to of await this.conta.emailsDosAdministradores(db)) {
        await this.mail.enqueue({ to, ...pedidoExclusaoMail({ ...pedido, origem: solicitante.origem }) }, tx);
      }
      this.logger.log(`Cliente ${clienteId} anonimizado: ${JSON.stringify(contagem)}`);
      return { anonimizadoEm: em, jaAnonimizado: false };
    }, transacaoDeExclusao(this.mail));
  }

  /** The request itself, recorded before anything changes (it commits with the change). */
  private registrarPedido(solicitante: Solicitante, pedido: { clienteId: number }, tx: Tx): Promise<void> {
    const admin = solicitante.origem === 'admin';
    return this.audit.record(
      {
        message: `Exclusão de dados pessoais solicitada ${admin ? 'por administrador' : 'pelo titular'}: cliente id ${pedido.clienteId}`,
        action: 'DADOS_PESSOAIS_EXCLUSAO_SOLICITADA',
        userId: solicitante.userId,
        idObject: pedido.clienteId,
        email: admin ? solicitante.email : null,
        ip: admin ? solicitante.ip : null,
        fields: { clienteId: pedido.clienteId, origem: solicitante.origem, motivo: solicitante.motivo },
      },
      tx,
    );
  }
}
