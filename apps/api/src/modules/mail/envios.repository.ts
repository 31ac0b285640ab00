import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@portal/shared/validators';
import { sql } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';
import { emailNormalizado } from '../../database/email-normalizado.js';
import { JOBS_SCHEMA } from '../jobs/index.js';

// How often a deletion looks again whether the sends it waits for have finished.
const ESPERA_MS = 50;

/**
 * The claims of mail jobs in a worker's hands (table envios_em_curso, migration 20261126060000):
 * what lets the worker talk to SMTP with no transaction open, and a deletion wait for it, boundedly.
 */
@Injectable()
export class EnviosRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Claims job `jobId` for `ms` from now, in one statement, if the job still exists: a deletion
   * deletes the person's jobs first, so a job it deleted (or is deleting: the row lock waits for its
   * commit) is never claimed. False: there is nothing to send. Claims past their deadline go too.
   */
  async reservar(jobId: string, ms: number): Promise<boolean> {
    const { rows } = await sql<{ job_id: string }>`WITH job AS (
          SELECT id FROM ${sql.id(JOBS_SCHEMA, 'job')} WHERE id = ${jobId}::uuid FOR KEY SHARE),
        vencidas AS (DELETE FROM envios_em_curso WHERE ate < clock_timestamp() - interval '1 hour')
        INSERT INTO envios_em_curso (job_id, ate)
        SELECT id, clock_timestamp() + ${ms} * interval '1 millisecond' FROM job
        ON CONFLICT (job_id) DO UPDATE SET ate = EXCLUDED.ate
        RETURNING job_id`.execute(this.db);
    return rows.length > 0;
  }

  /** The send is over (delivered, refused or aborted). */
  async liberar(jobId: string): Promise<void> {
    await this.db.deleteFrom('envios_em_curso').where('job_id', '=', jobId).execute();
  }

  /**
   * Waits, in the deletion's transaction, until no claim of these (just deleted) jobs is still within
   * its deadline: released, or past it, when the worker has aborted the conversation. Bounded by the
   * latest deadline, which no new claim can extend (the jobs are gone).
   */
  async aguardar(db: Db, jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    for (;;) {
      const { rows } = await sql<{
        resta: number | null;
      }>`SELECT (extract(epoch FROM max(ate) - clock_timestamp()) * 1000)::float8 AS resta
          FROM envios_em_curso WHERE job_id = ANY(${jobIds}::uuid[]) AND ate > clock_timestamp()`.execute(db);
      const resta = rows[0]?.resta;
      if (resta === null || resta === undefined) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(resta, ESPERA_MS)));
    }
  }

  /**
   * A line in quotation `cotacaoId`'s history (the back-office's Histórico): an e-mail of it was not
   * delivered. Nothing when the quotation is gone (a draft deleted since).
   */
  async eventoNaoEntregue(db: Db, cotacaoId: number, detalhe: string): Promise<void> {
    await sql`INSERT INTO cotacao_eventos (cotacao_id, tipo, em, detalhe)
        SELECT id, 'email_nao_entregue', clock_timestamp(), ${detalhe.slice(0, 500)}
          FROM cotacoes WHERE id = ${cotacaoId}`.execute(db);
  }

  /**
   * Whether `to` is still an address of customer `clienteId` (a login not erased, or the billing
   * e-mail), after locking the customer's logins KEY SHARE: a contact's deletion locks its login FOR
   * UPDATE, so an e-mail queued here either commits before it (and is deleted by it: same customer,
   * same address) or sees the login renamed. Call it inside the queueing transaction.
   */
  async enderecoDoCliente(db: Db, clienteId: number, to: string): Promise<boolean> {
    await sql`SELECT id FROM users WHERE cliente_id = ${clienteId} ORDER BY id FOR KEY SHARE`.execute(db);
    // Logins are stored normalised; a billing e-mail written before the rule may not be.
    const para = normalizeEmail(to);
    const { rows } = await sql<{ dele: boolean }>`SELECT
          EXISTS (SELECT 1 FROM users WHERE cliente_id = ${clienteId} AND anonimizado_em IS NULL AND email = ${para})
       OR EXISTS (SELECT 1 FROM clientes WHERE id = ${clienteId} AND ${emailNormalizado(sql.ref('email_faturamento'))} = ${para}) AS dele`.execute(
      db,
    );
    return rows[0]!.dele;
  }
}
