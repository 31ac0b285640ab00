import { Injectable } from '@nestjs/common';
import { reportStorageProblem, storageProblemOf, type StorageProblem } from '../../common/filters/storage-errors.js';
import { HealthRepository } from './health.repository.js';

/** What /api/health says of the database: answering and writing, not answering, or answering but not writing. */
export type DatabaseState = 'up' | 'down' | StorageProblem;

@Injectable()
export class HealthService {
  /** The database check in flight, if any. */
  private checking?: Promise<boolean>;
  /** The write test in flight, if any, and the last one's answer. */
  private writing?: Promise<StorageProblem | undefined>;
  private lastWrite?: { at: number; problem?: StorageProblem };
  /**
   * How old the write test's answer may be. It writes (a TRUNCATE and an INSERT, ~2 ms), so it runs at
   * most once per interval however many ask, not once per request (/api/health takes ~22k req/s).
   */
  writeCheckEveryMs = 5_000;

  constructor(private readonly repository: HealthRepository) {}

  /** One promise step on the usual path (the read check, then a fresh write answer): /api/health's hot path. */
  databaseState(): Promise<DatabaseState> {
    return this.databaseUp().then((up) => {
      if (!up) return 'down';
      const last = this.lastWrite;
      if (last && Date.now() - last.at < this.writeCheckEveryMs) return last.problem ?? 'up';
      return this.writeProblem().then((problem) => problem ?? 'up');
    });
  }

  /**
   * Whether the database answers a trivial query. Callers that arrive while a check is in flight share
   * its answer: one `SELECT 1` per round trip however many ask at once (a monitor, the compose
   * healthcheck, a load balancer per instance), and no answer older than that round trip (no cache:
   * a database that just went down is 503 on the next check).
   */
  databaseUp(): Promise<boolean> {
    this.checking ??= this.ping().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async ping(): Promise<boolean> {
    try {
      await this.repository.ping();
      return true;
    } catch {
      return false;
    }
  }

  /** A new write test, shared by whoever asks while it runs. */
  private writeProblem(): Promise<StorageProblem | undefined> {
    this.writing ??= this.testWrite().finally(() => (this.writing = undefined));
    return this.writing;
  }

  private async testWrite(): Promise<StorageProblem | undefined> {
    let problem: StorageProblem | undefined;
    try {
      await this.repository.writeNewBlock();
    } catch (error) {
      // Only a disk problem counts here; the database gone is the read check's answer.
      problem = storageProblemOf(error);
      if (problem) reportStorageProblem(problem, error, 'teste de gravação de /api/health');
    }
    this.lastWrite = { at: Date.now(), problem };
    return problem;
  }
}
