import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { RawBuilder } from 'kysely';
import { fromKysely, PgBoss, type Job, type JobResult, type Queue } from 'pg-boss';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { Db } from '../../database/database.js';
import { ClienteVigiado } from '../../database/vigia-de-conexoes.js';
import { reportStorageProblem, storageProblemOf } from '../../common/filters/storage-errors.js';
import { JOBS_SCHEMA } from './jobs-schema.js';
import { JobsRepository } from './jobs.repository.js';

const BATCH_SIZE = 10;

/** The job a handler runs: its id, and a signal aborted when the job is taken from it (stop, expiry). */
export interface JobInHand {
  id: string;
  signal: AbortSignal;
  /** How many times it was tried before (0 on the first try): at the queue's retryLimit, a failure is final. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobInHand) => Promise<void>;

/** Retry, expiry and heartbeat settings of a queue (pg-boss queue options; in seconds). */
export type QueueSettings = Pick<
  Queue,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'expireInSeconds' | 'heartbeatSeconds'
>;

interface Definition {
  name: string;
  handler: JobHandler<never>;
  settings: QueueSettings;
  /** Recurring jobs: a cron expression (minute precision) and its time zone. */
  cron?: { expression: string; tz: string };
}

/**
 * The durable job queue and scheduler, kept in PostgreSQL by pg-boss. Modules define their queues
 * and recurring jobs in `onModuleInit`; the workers start once the application has booted and stop
 * (waiting for the jobs in hand) when it closes. Every job runs once, whatever the number of
 * instances: pg-boss claims it with SELECT ... FOR UPDATE SKIP LOCKED.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly definitions = new Map<string, Definition>();
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsRepository,
  ) {
    this.boss = new PgBoss({
      connectionString: config.database.url,
      schema: JOBS_SCHEMA,
      max: 4,
      application_name: 'portal-jobs',
      cronMonitorIntervalSeconds: config.jobs.cronCheckSeconds,
      cronWorkerIntervalSeconds: config.jobs.cronCheckSeconds,
      useListenNotify: true,
      // pg-boss hands these to its pg.Pool: its statements to a frozen PostgreSQL end too (vigia-de-conexoes.ts).
      ...({ Client: ClienteVigiado, keepAlive: true } as object),
    });
    // Unhandled, an 'error' event would end the process (a database restart, say); pg-boss retries.
    this.boss.on('error', (error) => this.logger.warn(`Fila de tarefas: ${error.message}`));
  }

  /** A queue whose jobs `handler` runs; a job whose handler throws is retried as `settings` say. */
  defineQueue<T extends object>(name: string, handler: JobHandler<T>, settings: QueueSettings = {}): void {
    this.define({ name, handler: handler as JobHandler<never>, settings });
  }

  /**
   * A job run on a schedule, once per occurrence across all instances. `cron` has five fields
   * (minute precision), read in `tz` (America/Sao_Paulo unless told).
   */
  registerRecurring(name: string, cron: string, handler: () => Promise<void>, tz = 'America/Sao_Paulo'): void {
    this.define({ name, handler, settings: { retryLimit: 2, retryDelay: 60 }, cron: { expression: cron, tz } });
  }

  /**
   * Adds a job. With `db` (a transaction's Db) the job commits with that transaction and vanishes
   * if it rolls back. Answers the job id.
   */
  async enqueue<T extends object>(name: string, data: T, db?: Db): Promise<string> {
    if (!this.definitions.has(name)) throw new Error(`Fila de tarefas desconhecida: ${name}`);
    // pg-boss's Kysely adapter writes the job row through the caller's transaction.
    const id = await this.boss.send(name, data, db ? { db: fromKysely(db) } : {});
    if (!id) throw new Error(`A tarefa da fila ${name} não foi criada.`);
    return id;
  }

  /**
   * Removes these keys from a job's data, for what must not outlive the job's work (a sealed e-mail
   * once handed over). pg-boss keeps finished jobs until the retention deletes them.
   */
  async dropJobData(name: string, id: string, keys: string[]): Promise<void> {
    await this.boss
      .getDb()
      .executeSql(`UPDATE ${JOBS_SCHEMA}.job SET data = data - $3::text[] WHERE name = $1 AND id = $2`, [
        name,
        id,
        keys,
      ]);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions.values()) await this.activate(definition);
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Graceful: jobs in hand finish within 5 s (main.ts forces the exit at 10 s); a job cut short
    // expires and goes back to the queue for another instance.
    await this.boss.stop({ graceful: true, timeout: 5_000 });
  }

  private define(definition: Definition): void {
    if (this.definitions.has(definition.name)) throw new Error(`Fila de tarefas repetida: ${definition.name}`);
    this.definitions.set(definition.name, definition);
    if (this.started) void this.activate(definition).catch((error: Error) => this.logger.error(error.message));
  }

  private async activate({ name, handler, settings, cron }: Definition): Promise<void> {
    const options = { ...settings, notify: true };
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, options);
    else await this.boss.createQueue(name, options);
    if (cron) await this.boss.schedule(name, cron.expression, null, { tz: cron.tz });
    const poll = this.config.jobs.pollIntervalSeconds;
    await this.boss.work<object, JobResult[]>(
      name,
      {
        // NOTIFY wakes the worker when a job commits; polling stays the floor for a wake-up missed
        // while the worker was busy, so both run at the configured interval.
        pollingIntervalSeconds: poll,
        notifyPollingIntervalSeconds: poll,
        // Up to 10 jobs a fetch, run side by side and settled one by one (a failure retries only its
        // own job); a full batch fetches again at once instead of waiting for the next poll.
        batchSize: BATCH_SIZE,
        perJobResults: true,
        burstWhenBatchFull: true,
      },
      (jobs) => Promise.all(jobs.map((job) => this.run(name, handler, job))),
    );
  }

  private async run(name: string, handler: JobHandler<never>, job: Job<object>): Promise<JobResult> {
    try {
      await handler(job.data as never, { id: job.id, signal: job.signal, retryCount: job.retryCount });
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const message = (error as Error).message;
      this.logger.warn(`Tarefa ${name} ${job.id} falhou; nova tentativa mais tarde: ${message}`);
      // A full disk (the outbox's .eml, the database) is also the operator's line, once a minute.
      const storage = storageProblemOf(error);
      if (storage) reportStorageProblem(storage, error, `tarefa ${name}`);
      return { id: job.id, status: 'failed', output: { message } };
    }
  }

  /** Deletes the jobs whose data matches `where` (alias `t`), in the caller's transaction; answers their ids. */
  deleteMatching(db: Db, where: RawBuilder<unknown>): Promise<string[]> {
    return this.jobs.deleteMatching(db, where);
  }

  /** Calls `each` with the data of every job of `queue` not finished yet, read in batches. */
  async forEachPending(queue: string, each: (data: unknown) => void): Promise<void> {
    for (let after = ''; ;) {
      const batch = await this.jobs.pendingData(queue, after, 100);
      for (const job of batch) each(job.data);
      if (batch.length < 100) return;
      after = batch[batch.length - 1].id;
    }
  }

  /** Deletes at most `limit` jobs of `queue` completed before `cutoff` (the retention's batches). */
  deleteCompletedBefore(queue: string, cutoff: Date, limit: number): Promise<number> {
    return this.jobs.deleteCompletedBefore(queue, cutoff, limit);
  }
}
