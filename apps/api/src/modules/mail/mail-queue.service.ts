import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { RawBuilder } from 'kysely';
import { JobsService, type JobInHand } from '../jobs/index.js';
import type { Db } from '../../database/database.js';
import type { Db as PrismaDb } from '../../database/db.js';
import { titularAnonimizado } from '../../database/titular-anonimizado.js';
import { Transactions } from '../../database/transactions.js';
import { typedDb } from '../../database/typed-db.js';
import { comBaseAtual } from './base-dos-links.js';
import { EnviosRepository } from './envios.repository.js';
import { MailSeal } from './mail-seal.js';
import { MailService, type OutgoingMail } from './mail.service.js';
import { NaoEntregueRegistro, recusaPermanente, respostaDoServidor, type MailOwner } from './nao-entregue.js';

// Whose personal data a message carries, stored in clear as the job's `owner`: the anonymisation
// deletes a person's e-mails by these ids, never by what the message says.
export type { MailOwner };

export const MAIL_QUEUE = 'mail';

/** What a mail job stores: the address and Message-ID in clear, the message itself sealed. */
export interface MailJob {
  to: string;
  /** Chosen when the job is queued and kept across retries: a copy sent twice has the same one. */
  messageId: string;
  /** Everything else of the OutgoingMail, sealed (MailSeal); dropped once the server has accepted it. */
  sealed?: string;
  /** Whose e-mail it is, by id (the anonymisation's handle on it); in clear, ids are no secret. */
  owner?: MailOwner;
  /** The quotation an e-mail is about: its history says when the e-mail was not delivered. */
  cotacaoId?: number;
}

/** What is sealed; `base`: the PUBLIC_URL its links were written with (absent in jobs of earlier versions). */
type SealedPart = Omit<OutgoingMail, 'to'> & { base?: string };

/** A job queued before messages were sealed: the whole OutgoingMail in clear. */
const isUnsealed = (job: MailJob | OutgoingMail): job is OutgoingMail => 'html' in job;

// How long a job may wait on its worker's heartbeat before another instance takes it (a crash).
const HEARTBEAT_SECONDS = 30;

// A claim outlives the worker's own deadline by this much: an end of DATA written just before the
// deadline (the send is not aborted after it) still reaches the server before a deletion, which waits
// for the claim, commits.
const FOLGA_MS = 1000;

/**
 * The signal a send of a person's e-mail runs under: `job`'s (the app stopping, the job expiring)
 * always aborts it; the deadline only until the end of DATA has left (`dadosEnviados`). Then the
 * person's data is with the server already, so a deletion has nothing left to wait for, and
 * aborting would only make the retry send a second copy of a message the server most likely kept:
 * the reply is awaited up to SMTP_SOCKET_TIMEOUT, as for any other e-mail.
 */
function cortarAntesDoFim(job: AbortSignal, prazo: AbortSignal) {
  const corte = new AbortController();
  let enviados = false;
  const abortar = (origem: AbortSignal) => corte.abort(origem.reason);
  job.addEventListener('abort', () => abortar(job), { once: true });
  prazo.addEventListener('abort', () => enviados || abortar(prazo), { once: true });
  if (job.aborted) abortar(job);
  else if (prazo.aborted) abortar(prazo);
  return { signal: corte.signal, dadosEnviados: () => void (enviados = true) };
}

/**
 * Every e-mail the portal sends goes through here: the message is stored as a job (in the caller's
 * transaction when it passes one) and a worker hands it to the mail server, retrying with exponential
 * backoff while the server is down. The user's action never waits for, nor fails with, the server.
 * A job is delivered at least once (SMTP cannot promise more): each retry carries the job's
 * Message-ID, by which the receiving side recognises a copy.
 */
@Injectable()
export class MailQueue implements OnModuleInit {
  private readonly logger = new Logger('Mail');
  private readonly seal: MailSeal;
  private readonly messageIdDomain: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly transactions: Transactions,
    private readonly envios: EnviosRepository,
    private readonly naoEntregue: NaoEntregueRegistro,
  ) {
    this.seal = new MailSeal(config.auth.jwtSecret);
    this.messageIdDomain = /@([^\s@>]+)>?\s*$/.exec(config.mail.from)?.[1] ?? 'portal.local';
  }

  /** The longest a send may take, every SMTP timeout of a slow but live server included. */
  private sendSeconds(): number {
    const { connectionSeconds, greetingSeconds, socketSeconds } = this.config.mail.timeouts;
    return connectionSeconds + greetingSeconds + 3 * socketSeconds;
  }

  async onModuleInit(): Promise<void> {
    const { mailRetryDelaySeconds, mailRetryMaxDelaySeconds, mailRetryLimit } = this.config.jobs;
    this.jobs.defineQueue<MailJob>(MAIL_QUEUE, (job, inHand) => this.deliver(job, inHand), {
      retryLimit: mailRetryLimit,
      retryDelay: mailRetryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: Math.max(mailRetryDelaySeconds, mailRetryMaxDelaySeconds),
      // Past every SMTP timeout of a slow but live server (each reply may take socketSeconds), so a
      // send is never taken back while the server may still accept it. A crashed instance's job does
      // not wait for that: its heartbeat stops and another instance takes the job.
      expireInSeconds: this.sendSeconds() + 60,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    });
    // Before the workers start (onApplicationBootstrap), so every such e-mail is counted.
    await this.contarSeladasComOutraChave();
  }

  /**
   * Says once, at start-up, how many queued e-mails were sealed under another JWT_SECRET: none of
   * them can be opened, so none will be sent; each becomes an EMAIL_NAO_ENTREGUE entry when its
   * worker takes it (deliver).
   */
  private async contarSeladasComOutraChave(): Promise<void> {
    let n = 0;
    try {
      await this.jobs.forEachPending(MAIL_QUEUE, (data) => {
        const job = data as MailJob;
        if (typeof job.sealed === 'string' && this.seal.tryOpen(job.sealed, job.messageId) === undefined) n++;
      });
    } catch (error) {
      // Only a count: the database's absence is told by the start itself.
      this.logger.warn(`Fila de e-mails não verificada: ${(error as Error).message}`);
    }
    if (n === 0) return;
    this.logger.warn(
      n === 1
        ? '1 e-mail da fila foi cifrado com outro JWT_SECRET e não pode ser aberto: não será enviado. Ele vira um registro EMAIL_NAO_ENTREGUE na auditoria (e no histórico da cotação); envie-o de novo.'
        : `${n} e-mails da fila foram cifrados com outro JWT_SECRET e não podem ser abertos: nenhum será enviado. Cada um vira um registro EMAIL_NAO_ENTREGUE na auditoria (e no histórico da cotação); envie-os de novo.`,
    );
  }

  /** The longest a deletion waits for a send in progress (MAIL_SEND_DEADLINE and the claim's grace). */
  get esperaMaximaMs(): number {
    return this.config.mail.sendDeadlineSeconds * 1000 + FOLGA_MS;
  }

  /**
   * Queues the message; with `transaction` (its Db, or the Prisma client of a caller not moved yet)
   * it is sent only if that commits. With an `owner` whose data was anonymised nothing is queued
   * (false): the check holds a lock that the anonymisation waits on, so a job either commits before
   * it (and is deleted by it) or sees it. An e-mail owned by a customer alone goes to one of its
   * addresses: one that stopped being so (a contact erased meanwhile) gets nothing (false).
   */
  async enqueue(
    mail: OutgoingMail,
    transaction?: Db | PrismaDb,
    owner?: MailOwner,
    sobre?: { cotacaoId: number },
  ): Promise<boolean> {
    const db = transaction && typedDb(transaction);
    const { to, ...content } = mail;
    const messageId = `<${randomUUID()}@${this.messageIdDomain}>`;
    const sealed = this.seal.seal({ ...content, base: this.config.server.publicUrl } satisfies SealedPart, messageId);
    const job: MailJob = { to, messageId, sealed, ...(owner ? { owner } : {}), ...(sobre ?? {}) };
    if (!owner) {
      await this.jobs.enqueue(MAIL_QUEUE, job, db);
      return true;
    }
    const work = async (tx: Db) => {
      if (await titularAnonimizado(tx, owner.userId, owner.clienteId)) return false;
      const doCliente = !owner.userId && owner.clienteId;
      if (doCliente && !(await this.envios.enderecoDoCliente(tx, doCliente, to))) return false;
      await this.jobs.enqueue(MAIL_QUEUE, job, tx);
      return true;
    };
    return db ? work(db) : this.transactions.run((_tx, tx) => work(tx));
  }

  /**
   * Deletes a person's mail jobs (`where`: a condition on alias `t`) in the deletion's transaction,
   * then waits for the sends of those jobs still in a worker's hands, at most until their deadline
   * (esperaMaximaMs): after it returns, no message of theirs can reach the server. Call it after
   * locking the person's logins (no new job of theirs is queued); answers how many jobs went.
   */
  async apagarTarefas(db: Db, where: RawBuilder<unknown>): Promise<number> {
    const ids = await this.jobs.deleteMatching(db, where);
    await this.envios.aguardar(db, ids);
    return ids.length;
  }

  private async deliver(job: MailJob | OutgoingMail, inHand: JobInHand): Promise<void> {
    if (isUnsealed(job)) return this.deliverUnsealed(job, inHand);
    const { to, messageId, sealed } = job;
    // Already accepted by the server, but the job's completion was lost: do not send it twice.
    if (!sealed) return;
    // Sealed under an earlier JWT_SECRET: no retry can open it. Made known to staff, not sent.
    const content = this.seal.tryOpen<SealedPart>(sealed, messageId);
    if (!content) {
      await this.naoEntregue.registrar({ to, messageId, cotacaoId: job.cotacaoId, chaveMudou: true }, job.owner);
      return this.jobs.dropJobData(MAIL_QUEUE, inHand.id, ['sealed']);
    }
    // Its links point to today's PUBLIC_URL, whatever it was when the e-mail was queued.
    const mail = { ...comBaseAtual(content, this.config.server.publicUrl), to, messageId };
    try {
      await this.deliverSealed(job, mail, inHand);
    } catch (error) {
      const permanente = recusaPermanente(error);
      // A temporary failure (4xx, the network) is retried, up to MAIL_RETRY_LIMIT tries.
      if (!permanente && inHand.retryCount < this.config.jobs.mailRetryLimit) throw error;
      // Refused for good, or the last try: made known to staff. A 5xx is not retried (the same answer
      // would come back): the job completes, its message dropped like a delivered one's; the last
      // temporary failure ends the job as failed, as before.
      const resposta = respostaDoServidor(error);
      this.logger.warn(`E-mail ${messageId} não entregue, sem nova tentativa: ${resposta}`);
      const registro = { to, assunto: content.subject, messageId, resposta, cotacaoId: job.cotacaoId };
      await this.naoEntregue.registrar(registro, job.owner);
      if (!permanente) throw error;
      await this.jobs.dropJobData(MAIL_QUEUE, inHand.id, ['sealed']);
    }
  }

  private async deliverSealed(
    job: MailJob,
    mail: OutgoingMail & { messageId: string },
    { id, signal }: JobInHand,
  ): Promise<void> {
    const { messageId } = mail;
    if (!job.owner) return this.send(mail, id, signal, ['sealed']);
    // A person's e-mail: claimed until a deadline, sent with no transaction open (a hung server holds
    // no connection, nor a deletion), aborted at the deadline. The clock starts before the claim, so
    // the worker gives up before the claim ends; a job its person's deletion removed is not claimed.
    const prazo = AbortSignal.timeout(this.config.mail.sendDeadlineSeconds * 1000);
    if (!(await this.envios.reservar(id, this.esperaMaximaMs))) return;
    const { signal: corte, dadosEnviados } = cortarAntesDoFim(signal, prazo);
    await this.send(mail, id, corte, ['sealed'], dadosEnviados, () =>
      // Not thrown: the send is over either way, and an unreleased claim only lapses at its deadline.
      this.envios
        .liberar(id)
        .catch((error: Error) => this.logger.warn(`Reserva do e-mail ${messageId}: ${error.message}`)),
    );
  }

  /** Queued before messages were sealed (an upgrade): sent as it is, its id making the Message-ID, then emptied. */
  private async deliverUnsealed({ to, ...content }: OutgoingMail, { id, signal }: JobInHand): Promise<void> {
    const messageId = `<${id}@${this.messageIdDomain}>`;
    await this.send({ ...content, to, messageId }, id, signal, Object.keys(content));
  }

  /** `terminar` runs once the conversation is over, whatever its end, before the job's data is touched. */
  private async send(
    mail: OutgoingMail & { messageId: string },
    id: string,
    signal: AbortSignal,
    drop: string[],
    dadosEnviados?: () => void,
    terminar: () => Promise<void> = async () => {},
  ) {
    try {
      await this.mail.send(mail, signal, dadosEnviados);
    } finally {
      await terminar();
    }
    // A sent job keeps no message: nothing of it (a link's token above all) waits for the retention.
    await this.jobs.dropJobData(MAIL_QUEUE, id, drop).catch((error: Error) => {
      // Not thrown: the server has the message, and a retry would send it again.
      this.logger.warn(`E-mail ${mail.messageId} enviado, mas o corpo ficou na fila: ${error.message}`);
    });
  }
}
