import { importa } from './embedded-database.js';
import { motivo } from './vigia-do-embutido.js';

describe('what the portal says about the embedded PostgreSQL', () => {
  const panic =
    '2026-11-26 19:26:13.843 UTC [1830] PANIC:  could not write to file "pg_wal/xlogtemp.1830": No space left on device';

  it("names a full disk, with the folder and PostgreSQL's own line", () => {
    const recent = ['2026-11-26 19:26:13.845 UTC [1782] LOG:  all server processes terminated; reinitializing', panic];
    expect(motivo({ recent, dataDir: '/srv/portal/.data' })).toBe(
      `sem espaço em disco em /srv/portal/.data (DATA_DIR) — "${panic}"; libere espaço nesse disco`,
    );
  });

  it('otherwise quotes the last PANIC or FATAL line, or says there was none', () => {
    const fatal = '2026-11-26 19:00:00.000 UTC [9] FATAL:  could not open file "global/pg_control": Permission denied';
    expect(motivo({ recent: [fatal, '... LOG:  database system is shut down'], dataDir: 'd' })).toBe(`"${fatal}"`);
    expect(motivo({ recent: [], dataDir: 'd' })).toBe('sem mensagem do PostgreSQL');
  });

  it('passes PANIC, FATAL and the stop/crash lines to the log, not checkpoints nor clients turned away', () => {
    expect(importa(panic)).toBe(true);
    expect(importa('... [1782] LOG:  shutting down due to startup process failure')).toBe(true);
    expect(importa('... [1782] LOG:  client backend (PID 1830) was terminated by signal 6: Aborted')).toBe(true);
    expect(importa('... [1] LOG:  checkpoint complete: wrote 3 buffers (0.0%)')).toBe(false);
    expect(importa('... [1] LOG:  database system is ready to accept connections')).toBe(false);
    expect(importa('... [1] LOG:  database system was shut down at 2026-11-26 19:00:00 UTC')).toBe(false);
    expect(importa('... [5] FATAL:  the database system is not yet accepting connections')).toBe(false);
    expect(importa('... [5] FATAL:  the database system is in recovery mode')).toBe(false);
  });
});
