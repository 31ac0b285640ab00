import { ConflictException, Injectable } from '@nestjs/common';
import { TRANSICOES, impedimento } from '@portal/shared/cotacoes';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import type { AuditActor } from '../../common/decorators/audit-actor.decorator.js';
import type { Tx } from '../../database/db.js';
import type { Db } from '../../database/database.js';
import { Transactions } from '../../database/transactions.js';
import { Clock } from '../../common/clock.js';
import { AuditService } from '../audit/index.js';
import { MailQueue } from '../mail/index.js';
import { naoEncontrada } from './cotacao-conflitos.js';
import { perguntaMail, respostaMail } from './cotacao-mensagem-mails.js';
import { CotacaoMensagensRepository } from './cotacao-mensagens.repository.js';
import { CotacaoNotifications } from './cotacao-notifications.service.js';
import type { CotacaoEstado } from './cotacao-estado.js';
import { CotacaoDestinatariosRepository } from './cotacao-destinatarios.repository.js';
import { CotacoesRepository } from './cotacoes.repository.js';
import type { CotacaoMensagemDto } from './dto/cotacao-mensagem.dto.js';

/** Who writes: staff (any quotation sent to the customer) or a CLIENTE of the quotation's customer. */
export type Lado = { cliente: false } | { cliente: true; clienteId: number | null };

type Autor = AuditActor & { nome: string };

/**
 * Questions on a quotation (issue 26): the customer asks on a quotation sent to them, staff answer.
 * Each message is a history entry and an audit entry, and e-mails the other side in its transaction:
 * a question goes to the quotation's salesperson (Reply-To the customer who wrote), an answer to the
 * customer's recipients (Reply-To the salesperson). A customer reaching another customer's quotation,
 * or a draft, gets 404; staff cannot write on a draft the customer never received (409).
 */
@Injectable()
export class CotacaoMensagensService {
  constructor(
    private readonly mensagens: CotacaoMensagensRepository,
    private readonly cotacoes: CotacoesRepository,
    private readonly destinatarios: CotacaoDestinatariosRepository,
    private readonly notificacoes: CotacaoNotifications,
    private readonly mail: MailQueue,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async listar(id: number, lado: Lado): Promise<CotacaoMensagemDto[]> {
    this.visivel(await this.cotacoes.estado(id), lado);
    return this.mensagens.listar(id);
  }

  async escrever(id: number, texto: string, lado: Lado, autor: Autor): Promise<CotacaoMensagemDto> {
    const em = this.clock.now();
    return this.transactions.run(async (tx, db) => {
      const estado = this.visivel(await this.cotacoes.estado(id, db), lado);
      if (impedimento('mensagem', estado, em)) throw new ConflictException(M.mensagemRascunho);
      const mensagem = await this.mensagens.inserir(
        { cotacaoId: id, autorId: autor.userId, doCliente: lado.cliente, texto, em },
        db,
      );
      // No text and no name here: the thread holds them (anonymised there), the history says what happened.
      const detalhe = lado.cliente ? 'Pergunta do cliente' : 'Resposta da equipe';
      await this.cotacoes.evento(id, TRANSICOES.mensagem.evento, em, autor.userId, detalhe, db);
      await (lado.cliente ? this.perguntar(id, texto, autor, tx, db) : this.responder(id, texto, autor, tx, db));
      await this.audit.record(
        {
          message: `Mensagem na cotação ${estado.numero} rev. ${estado.revisao} (id ${id}) ${lado.cliente ? 'do cliente' : 'da equipe'}`,
          action: TRANSICOES.mensagem.auditoria,
          idObject: id,
          changes: { mensagemId: mensagem.id, caracteres: [...texto].length },
          ...autor,
        },
        tx,
      );
      return mensagem;
    });
  }

  // The customer sees only what was sent to their own customer; anything else is 404.
  private visivel(estado: CotacaoEstado | null, lado: Lado): CotacaoEstado {
    if (!estado) naoEncontrada();
    if (lado.cliente && (estado.clienteId !== lado.clienteId || !estado.enviada)) naoEncontrada();
    return estado;
  }

  private async perguntar(id: number, texto: string, autor: Autor, tx: Tx, db: Db): Promise<void> {
    const resumo = await this.destinatarios.resumoParaEmail(id, db);
    const content = perguntaMail(resumo.vendedorNome, this.notificacoes.paraVendedor(resumo), autor.nome, texto);
    // The customer's own words: the anonymisation finds this e-mail by the author and the customer.
    await this.mail.enqueue(
      { to: resumo.vendedorEmail, replyTo: autor.email, ...content },
      tx,
      { userId: autor.userId, clienteId: resumo.clienteId },
      { cotacaoId: id },
    );
  }

  private async responder(id: number, texto: string, autor: Autor, tx: Tx, db: Db): Promise<void> {
    const resumo = await this.destinatarios.resumoParaEmail(id, db);
    for (const d of await this.destinatarios.destinatarios(resumo.clienteId, tx)) {
      const content = respostaMail(d.nome, this.notificacoes.paraCliente(resumo, d), autor.nome, texto);
      await this.notificacoes.aoCliente(resumo, d.email, content, tx);
    }
  }
}
