import pg from 'pg';

/*
 * Bounds every statement against a FROZEN PostgreSQL (VM paused, I/O hang, network partition,
 * SIGSTOP): its sockets stay open and silent, so no error and no connect timeout ever ends a
 * statement already sent (probe 6, F3: requests hung 5 minutes). A client-side per-statement timeout
 * would also end legitimately long ones (a lock wait behind a send's PDF, an export's cursor paused
 * by a slow download, a backfill), so this tells "slow" from "frozen" instead: when a connection has
 * waited SILENCIO_MS for an answer with no byte received, a fresh connection asks PostgreSQL
 * `SELECT 1`; only if that gets no answer in SONDA_MS are the silent connections destroyed. Their
 * statement fails with "Connection terminated unexpectedly" (a 503 with Retry-After), and PostgreSQL
 * rolls back any open transaction when it reads the EOF after it resumes: nothing half-written.
 * Worst case SILENCIO_MS + TICK_MS + SONDA_MS = 5.5 s for the first statement, TICK_MS for the
 * next ones of the same request (a fresh session check after the LISTEN barrier failed, say), so a
 * request answers 503 well within the 10 s the API promises (docs/api.md). A probe that gets no
 * answer from a merely overloaded PostgreSQL in 3 s costs a burst of 503s, never a wrong answer.
 */
const SILENCIO_MS = 2_000;
const SONDA_MS = 3_000;
const TICK_MS = 500;

interface Estado {
  config: pg.ClientConfig;
  /** Last byte received from PostgreSQL, last message sent to it. */
  recebido: number;
  enviado: number;
}

const vigiados = new Map<pg.Client, Estado>();
let timer: NodeJS.Timeout | undefined;
let sondando = false;
let vivoEm = 0;
let congelado = false;
let ultimaConfig: pg.ClientConfig = {};

/** A pg client the watchdog looks after: `Client` of every pool, and the LISTEN connections. */
export class ClienteVigiado extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    vigiar(this, typeof config === 'string' ? { connectionString: config } : { ...config });
  }
}

function vigiar(client: pg.Client, config: pg.ClientConfig): void {
  const estado: Estado = { config, recebido: Date.now(), enviado: Date.now() };
  const connection = (client as unknown as { connection: PgConnection }).connection;
  const send = connection._send.bind(connection);
  connection._send = (buffer) => {
    estado.enviado = Date.now();
    return send(buffer);
  };
  connection.on('message', () => (estado.recebido = Date.now()));
  vigiados.set(client, estado);
  ultimaConfig = config;
  client.once('end', () => vigiados.delete(client));
  timer ??= setInterval(() => void rondar(), TICK_MS).unref();
}

interface PgConnection {
  _send(buffer: Buffer): unknown;
  on(event: 'message', listener: () => void): void;
  stream: { destroy(): void; destroyed: boolean };
}

const socket = (client: pg.Client) => (client as unknown as { connection: PgConnection }).connection.stream;

// Waiting on PostgreSQL: a statement sent, or still connecting (a pool's new connection would
// otherwise wait its whole connectionTimeoutMillis once PostgreSQL is known to be frozen).
const esperando = (client: pg.Client) => {
  const estado = client as unknown as { _activeQuery: unknown; _connecting: boolean };
  return Boolean(estado._activeQuery) || estado._connecting;
};

/** Connections waiting on a statement and silent for SILENCIO_MS. */
function silenciosos(agora: number): pg.Client[] {
  return [...vigiados]
    .filter(([client, estado]) => esperando(client) && agora - Math.max(estado.recebido, estado.enviado) >= SILENCIO_MS)
    .map(([client]) => client);
}

async function rondar(): Promise<void> {
  if (sondando) return;
  // A client whose connecting failed emits no 'end': forgotten once its socket is gone.
  for (const [client] of vigiados) if (socket(client).destroyed) vigiados.delete(client);
  const agora = Date.now();
  // Once a probe found PostgreSQL frozen, every statement waiting ends at the next round (a request's
  // next statement fails in TICK_MS, not in another SILENCIO_MS + SONDA_MS), until a probe is answered.
  if (congelado) for (const [client] of vigiados) if (esperando(client)) destruir(client);
  const suspeitos = silenciosos(agora);
  // One probe at a time, and none while PostgreSQL answered one recently (a paused export cursor
  // stays "silent" as long as its download is slow).
  if (!congelado && (!suspeitos.length || agora - vivoEm < SILENCIO_MS)) return;
  sondando = true;
  try {
    const config = suspeitos.length ? vigiados.get(suspeitos[0])!.config : ultimaConfig;
    congelado = !(await responde(config));
    if (!congelado) vivoEm = Date.now();
    else for (const [client] of vigiados) if (esperando(client)) destruir(client);
  } finally {
    sondando = false;
  }
}

function destruir(client: pg.Client): void {
  vigiados.delete(client);
  socket(client).destroy();
}

/** Whether PostgreSQL answers anything (rows or an error of its own) on a new connection within SONDA_MS. */
async function responde(config: pg.ClientConfig): Promise<boolean> {
  const sonda = new pg.Client({
    ...config,
    application_name: 'portal-vigia',
    connectionTimeoutMillis: SONDA_MS,
    query_timeout: SONDA_MS,
  });
  sonda.on('error', () => undefined);
  let prazo: NodeJS.Timeout | undefined;
  const tempo = new Promise<boolean>((resolve) => (prazo = setTimeout(() => resolve(false), SONDA_MS)));
  const resposta = (async () => {
    try {
      await sonda.connect();
      await sonda.query('SELECT 1');
      return true;
    } catch (error) {
      // An error PostgreSQL itself sent (too many connections, starting up) still means it is awake.
      return typeof (error as { severity?: unknown }).severity === 'string';
    }
  })();
  try {
    return await Promise.race([resposta, tempo]);
  } finally {
    clearTimeout(prazo);
    (sonda as unknown as { connection: PgConnection }).connection.stream.destroy();
  }
}
