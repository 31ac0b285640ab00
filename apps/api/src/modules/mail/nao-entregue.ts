import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/index.js';
import { titularAnonimizado } from '../../database/titular-anonimizado.js';
import { Transactions } from '../../database/transactions.js';
import { EnviosRepository } from './envios.repository.js';

/** Whose personal data a message carries, by id (the job's `owner`, see MailQueue). */
export interface MailOwner {
  userId?: number | null;
  clienteId?: number | null;
}

/**
 * A refusal for good (RFC 5321 §4.2.1: a 5yz reply, e.g. 550 at RCPT TO for a mailbox that does not
 * exist): sending again gets the same answer, so the queue does not retry it. 4yz replies and
 * network errors (no reply code) are temporary and are retried.
 */
export function recusaPermanente(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The server's reply as it gave it (e.g. "550 5.1.1 No such user"), else the error's message. */
export function respostaDoServidor(error: unknown): string {
  const { response, rejectedErrors, message } = error as {
    response?: string;
    rejectedErrors?: { response?: string }[];
    message?: string;
  };
  return (rejectedErrors?.[0]?.response ?? response ?? message ?? String(error)).replace(/\s+/g, ' ').trim();
}

/** What the queue knows of an e-mail it gives up on: the server's reply, or that it could not be opened. */
export type EmailNaoEntregue = {
  to: string;
  messageId: string;
  cotacaoId?: number;
} & (
  | {
      /** The kind of e-mail: its subject. */
      assunto: string;
      resposta: string;
    }
  | {
      /** Sealed under an earlier JWT_SECRET (MailSeal): never sent, its subject unknown. */
      chaveMudou: true;
    }
);

// Said to staff when the server's secret changed with the e-mail in the queue (README, JWT_SECRET).
const CHAVE_MUDOU =
  'A chave do servidor (JWT_SECRET) mudou depois que este e-mail entrou na fila, e ele não pode mais ser aberto.';

/** The audit entry's words and the quotation history's line, for either reason. */
function textos(e: EmailNaoEntregue) {
  if ('chaveMudou' in e)
    return {
      message: `E-mail não entregue: para ${e.to}; ${CHAVE_MUDOU.charAt(0).toLowerCase()}${CHAVE_MUDOU.slice(1, -1)}`,
      changes: { motivo: CHAVE_MUDOU },
      historico: `Para: ${e.to}. ${CHAVE_MUDOU} Envie de novo.`,
    };
  return {
    message: `E-mail não entregue: "${e.assunto}" para ${e.to}; o servidor respondeu "${e.resposta}"`,
    changes: { assunto: e.assunto, resposta: e.resposta },
    historico: `Para: ${e.to}. O servidor de e-mail respondeu "${e.resposta}". Corrija o endereço e envie de novo.`,
  };
}

/**
 * Makes an e-mail the queue gives up on visible to staff: an audit entry EMAIL_NAO_ENTREGUE (the Logs
 * screen) and, for an e-mail of a quotation, a line in its history, so the salesperson can correct
 * the address and send again.
 */
@Injectable()
export class NaoEntregueRegistro {
  constructor(
    private readonly audit: AuditService,
    private readonly envios: EnviosRepository,
    private readonly transactions: Transactions,
  ) {}

  /**
   * In one transaction, after the same check `enqueue` makes: a person whose data was anonymised
   * meanwhile (the reply came after the deletion, which no longer waits for it) gets no new entry
   * naming them. The address, subject and reply go after the message's ':' and in `changes`, which
   * an anonymisation wipes like any other entry's.
   */
  async registrar(e: EmailNaoEntregue, owner?: MailOwner): Promise<boolean> {
    return this.transactions.run(async (_tx, db) => {
      if (owner && (await titularAnonimizado(db, owner.userId, owner.clienteId))) return false;
      const { message, changes, historico } = textos(e);
      await this.audit.record(
        {
          action: 'EMAIL_NAO_ENTREGUE',
          message,
          email: e.to,
          idObject: e.cotacaoId ?? null,
          changes,
          fields: {
            messageId: e.messageId,
            ...(e.cotacaoId ? { cotacaoId: e.cotacaoId } : {}),
            ...(owner?.clienteId ? { clienteId: owner.clienteId } : {}),
          },
        },
        db,
      );
      if (e.cotacaoId) await this.envios.eventoNaoEntregue(db, e.cotacaoId, historico);
      return true;
    });
  }
}
