import { Injectable, Logger } from '@nestjs/common';
import { orNotFound } from '../../database/db.js';
import { Transactions } from '../../database/transactions.js';
import { Clock } from '../../common/clock.js';
import { ContasExcluidas } from '../accounts/index.js';
import { AuditService } from '../audit/index.js';
import { MailQueue } from '../mail/index.js';
import { transacaoDeExclusao } from './anonimizacao.service.js';
import { ContaRepository } from './conta.repository.js';
import { contatoExcluidoMail } from './dados-pessoais-mails.js';
import { ExclusaoContatoRepository } from './exclusao-contato.repository.js';
import { tarefasDoContato } from './titular-sql.js';

/**
 * A contact's own "Excluir minha conta" (issue 26): erases that person — login, name, e-mail,
 * phone, sessions, links, Fale conosco messages, e-mails, audit details and the authorship of what
 * they wrote — in one transaction, by the login's id only. The customer (the company), its
 * quotations, orders and other contacts stay; only staff anonymise a company.
 */
@Injectable()
export class ExclusaoContatoService {
  private readonly logger = new Logger('DadosPessoais');

  constructor(
    private readonly transactions: Transactions,
    private readonly repository: ExclusaoContatoRepository,
    private readonly conta: ContaRepository,
    private readonly audit: AuditService,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    private readonly excluidas: ContasExcluidas,
  ) {}

  excluir(userId: number): Promise<void> {
    return this.transactions.run(async (tx, db) => {
      const contato = orNotFound(await this.repository.lock(userId, db));
      if (contato.anonimizado) return;
      const em = this.clock.now();
      const fields = { clienteId: contato.clienteId, usuarioId: userId, origem: 'titular', alcance: 'contato' };
      await this.audit.record(
        {
          message: `Exclusão de conta de contato solicitada pelo titular: usuário id ${userId} (cliente id ${contato.clienteId})`,
          action: 'DADOS_PESSOAIS_EXCLUSAO_SOLICITADA',
          userId,
          idObject: userId,
          email: null,
          ip: null,
          fields,
        },
        tx,
      );
      // The counters and the queue first, while the login still has its address.
      const contagem = {
        contadoresApagados: await this.repository.apagarContadores(contato, db),
        tarefasApagadas: await this.mail.apagarTarefas(db, tarefasDoContato(contato)),
        auditoriaLimpa: await this.repository.limparAuditoria(contato, db),
        contatosApagados: await this.repository.apagarContatos(contato, db),
        cotacoesDesvinculadas: await this.repository.desvincularCotacoes(contato, db),
        destinatariosTrocados: await this.repository.tirarDosDestinatarios(contato, db),
      };
      // Its address, as an HMAC only: a later quotation sent to it (the customer's billing address)
      // creates no login and no invitation, so routine work does not undo this deletion.
      await this.excluidas.lembrar(contato.email, db);
      await this.repository.anonimizarLogin(contato, em, db);
      await this.audit.record(
        {
          message: `Conta de contato excluída: usuário id ${userId} (cliente id ${contato.clienteId})`,
          action: 'DADOS_PESSOAIS_ANONIMIZADOS',
          userId,
          idObject: userId,
          email: null,
          ip: null,
          fields,
          changes: contagem,
        },
        tx,
      );
      for (const to of await this.conta.emailsDosAdministradores(db)) {
        await this.mail.enqueue({ to, ...contatoExcluidoMail({ ...contato, em }) }, tx);
      }
      this.logger.log(`Contato ${userId} do cliente ${contato.clienteId} excluído: ${JSON.stringify(contagem)}`);
    }, transacaoDeExclusao(this.mail));
  }
}
