import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/database/embedded-database.js';
import { freePort, startServerProcess, TEST_DATA, type ServerProcess } from '../support/server-process.js';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { insertUser } from '../support/test-app.js';

/**
 * The real server (dist/main.js, its own process) over a PostgreSQL this test owns, kept busy with
 * by-id reads, a 3-letter name search (the generic pool), is-authenticated and quotation sends while
 * PostgreSQL ends every connection (pg_terminate_backend) or stops and starts again. Every pg
 * connection the server holds is hit: the main pool, the generic pool, the session LISTEN connection,
 * pg-boss's pool and its LISTEN connection.
 */
const LIMITE_MS = 10_000; // the longest any answer may take, outage or not
// A quotation's creation or send (PDF rendering included): once seen at 12.9 s with the load at 19.
const LIMITE_ENVIO_MS = 30_000;
const VOLTA_MS = 5_000; // from PostgreSQL being back to every route answering again
const INDISPONIVEL = SERVER_MESSAGES.databaseUnavailable;
// What the server must never print, whatever PostgreSQL does (a crash, an unhandled 'error', a stack).
const PROIBIDO = /unhandled|uncaught|\n\s+at \S+ \(|ERROR \[/i;

type Tipo = 'porId' | 'porNome' | 'sessao' | 'enviar';
interface Resposta {
  tipo: Tipo;
  status: number;
  ms: number;
  message?: string;
  inicio: number;
  fim: number;
}

describe('PostgreSQL goes away under the running server (process of its own)', () => {
  const dataDir = mkdtempSync(join(TEST_DATA, 'banco-cai-'));
  let pgPort: number;
  let database: EmbeddedDatabase;
  let admin: pg.Pool;
  let smtp: SmtpTestServer;
  let server: ServerProcess;
  let base: string;
  let staff: string;
  let clienteId: number;
  let produtos: number[];

  const iniciarBanco = async () => {
    database = await startEmbeddedDatabase({ dataDir: join(dataDir, 'pg'), port: pgPort, databaseName: 'portal' });
  };
  const chamar = async (method: string, path: string, token?: string, body?: unknown, limite = LIMITE_MS) => {
    const inicio = Date.now();
    try {
      const response = await fetch(base + path, {
        method,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(limite),
      });
      const json = (await response.json().catch(() => ({}))) as { message?: string; [k: string]: unknown };
      return { status: response.status, ms: Date.now() - inicio, body: json };
    } catch (error) {
      // A hang past the bound, or the server gone: status 0, which no assertion accepts.
      return { status: 0, ms: Date.now() - inicio, body: { message: (error as Error).message } };
    }
  };
  const entrar = async (email: string, password: string) => {
    const { status, body } = await chamar('POST', '/api/auth/login', undefined, { email, password });
    if (status !== 200) throw new Error(`login: ${status} ${JSON.stringify(body)}`);
    return body.token as string;
  };
  const cotacao = () => ({
    clienteId,
    condicoesPagamento: '30 dias',
    prazoEntrega: '10 dias úteis',
    frete: 15.5,
    itens: [{ produtoId: produtos[0], quantidade: 2, unidade: 'M', precoUnitario: 19.99 }],
  });

  beforeAll(async () => {
    // As root PostgreSQL runs as `postgres`, which must reach its folder inside this one.
    chmodSync(dataDir, 0o755);
    pgPort = await freePort();
    await iniciarBanco();
    smtp = await startSmtpServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // The server migrates the empty database itself.
    server = await startServerProcess({
      DATA_DIR: join(dataDir, 'app'),
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      // A mail job in hand while PostgreSQL was away fails by heartbeat timeout (30 s) and waits
      // MAIL_RETRY_DELAY (30 s by default) before its retry: shortened, as in every mail test.
      MAIL_RETRY_DELAY: '1',
      MAIL_RETRY_MAX_DELAY: '2',
    });
    admin = new pg.Pool({ connectionString: database.url, max: 1 });
    // The pool used by the test: it loses its connection too, and must not crash the test either.
    admin.on('error', () => undefined);
    const vendedora = await insertUser(admin, 'COMERCIAL', { name: 'Vera Vendedora' });
    clienteId = (await insertCliente(admin, { nome: 'Padaria Pão Quente', email_faturamento: 'fin@padaria.com.br' }))
      .id;
    await insertUser(admin, 'CLIENTE', { clienteId, name: 'Carla Cliente' });
    const { rows } = await admin.query<{ id: number }>(
      `INSERT INTO produtos (sku, tipo, nome, descricao, preco, unidade)
       VALUES ('CAB-001', 'p', 'Cabo de rede', 'Cat6 azul', 12.5, 'M') RETURNING id`,
    );
    produtos = rows.map((row) => row.id);
    staff = await entrar(vendedora.email, vendedora.password);
  }, 120_000);

  afterAll(async () => {
    await admin?.end().catch(() => undefined);
    await smtp?.close();
    // The server (stopped by the shared teardown, stopAllServerProcesses) first would be nicer, but
    // it runs after this: PostgreSQL going away first is what this file is about anyway.
    await database?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Requests of every kind, two at a time per kind, until `parar` resolves; every answer recorded. */
  async function trafego(parar: Promise<void>, respostas: Resposta[]) {
    let acabou = false;
    void parar.then(() => (acabou = true));
    const criada = await chamar('POST', '/api/Cotacoes', staff, cotacao());
    if (criada.status !== 201) throw new Error(`criar: ${criada.status} ${JSON.stringify(criada.body)}`);
    const id = criada.body.id as number;
    const umaVez: Record<Tipo, () => ReturnType<typeof chamar>> = {
      porId: () => chamar('GET', `/api/Cotacoes/${id}`, staff),
      porNome: () => chamar('GET', '/api/Cotacoes?cliente=Pad', staff),
      sessao: () => chamar('GET', '/api/auth/is-authenticated', staff),
      // A new quotation each time, sent at once: the PDF workers, the mail queue, the pool's transactions.
      enviar: async () => {
        const nova = await chamar('POST', '/api/Cotacoes', staff, cotacao(), LIMITE_ENVIO_MS);
        if (nova.status !== 201) return nova;
        const envio = await chamar(
          'POST',
          `/api/Cotacoes/${nova.body.id as number}/enviar`,
          staff,
          {},
          LIMITE_ENVIO_MS,
        );
        return { ...envio, ms: envio.ms + nova.ms };
      },
    };
    const tipos = Object.keys(umaVez) as Tipo[];
    await Promise.all(
      [...tipos, ...tipos].map(async (tipo) => {
        while (!acabou) {
          const { status, ms, body } = await umaVez[tipo]();
          respostas.push({ tipo, status, ms, message: body.message, inicio: Date.now() - ms, fim: Date.now() });
          // Not a busy loop while everything fails fast: the machine is shared.
          if (status !== 200) await new Promise((r) => setTimeout(r, 50));
        }
      }),
    );
  }

  const saude = async () => (await chamar('GET', '/api/health')).status;
  const ouvindo = async () =>
    (
      await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'portal-sessoes'`,
      )
    ).rows[0].n;
  async function ate(condicao: () => Promise<boolean>, ms: number, oque: string) {
    const limite = Date.now() + ms;
    while (!(await condicao().catch(() => false))) {
      if (Date.now() > limite) throw new Error(`${oque}: não em ${ms} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * The scenario both cases share: traffic before, during and after `queda` (which ends with
   * PostgreSQL reachable again and answers the instant it was), and a session revoked in SQL while
   * the server's LISTEN connection was down (`revogar`, called by `queda` at that moment).
   */
  async function cenario(queda: (revogar: () => Promise<void>) => Promise<number>, revogaSemEscuta = true) {
    const respostas: Resposta[] = [];
    // A session the cache holds (used twice), revoked by "another instance" while nobody listens.
    const vitima = await insertUser(admin, 'COMERCIAL');
    const token = await entrar(vitima.email, vitima.password);
    const jti = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;
    expect((await chamar('GET', '/api/auth/is-authenticated', token)).status).toBe(200);
    expect((await chamar('GET', '/api/auth/is-authenticated', token)).status).toBe(200);
    let semEscuta: number | undefined;
    const revogar = async () => {
      const client = new pg.Client({ connectionString: database.url });
      client.on('error', () => undefined);
      await client.connect();
      try {
        semEscuta = (
          await client.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'portal-sessoes'`,
          )
        ).rows[0].n;
        await client.query(`INSERT INTO revoked_sessions (jti, expires_at) VALUES ($1, now() + interval '1 day')`, [
          jti,
        ]);
      } finally {
        await client.end();
      }
    };

    let pararTrafego!: () => void;
    const trafegoAcabou = trafego(new Promise<void>((r) => (pararTrafego = r)), respostas);
    await new Promise((r) => setTimeout(r, 1_500));
    const quedaInicio = Date.now();
    const voltou = await queda(revogar);
    // Health says so within VOLTA_MS of PostgreSQL being back; the traffic goes on until every kind
    // has run for a while past that bound.
    await ate(async () => (await saude()) === 200, VOLTA_MS, 'health de volta');
    await new Promise((r) => setTimeout(r, Math.max(0, voltou + VOLTA_MS + 3_000 - Date.now())));
    pararTrafego();
    await trafegoAcabou;

    // The server is alive and said nothing alarming.
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(PROIBIDO);
    // No answer was a 500, none hung past its bound (status 0): before and after, 200; during, 200 or
    // the Portuguese 503.
    const errados = respostas.filter((r) => !(r.status === 200 || (r.status === 503 && r.message === INDISPONIVEL)));
    // (With the instants, to place a failure against the outage.)
    expect({ quedaInicio, voltou, errados }).toEqual({ quedaInicio, voltou, errados: [] });
    expect(respostas.filter((r) => r.fim < quedaInicio && r.status !== 200)).toEqual([]);
    // Every route works again without a restart: each request of any kind started VOLTA_MS after
    // PostgreSQL was back answered 200 (however long a send took on a loaded machine), and there were some.
    for (const tipo of ['porId', 'porNome', 'sessao', 'enviar'] as Tipo[]) {
      const depois = respostas.filter((r) => r.tipo === tipo && r.inicio > voltou + VOLTA_MS);
      expect({ tipo, depois: depois.length > 0, falhas: depois.filter((r) => r.status !== 200) }).toEqual({
        tipo,
        depois: true,
        falhas: [],
      });
    }
    // The LISTEN connection is back, and the session revoked while it was down is refused.
    if (revogaSemEscuta) expect(semEscuta).toBe(0);
    await ate(async () => (await ouvindo()) === 1, VOLTA_MS, 'escuta de sessões de volta');
    expect((await chamar('GET', '/api/auth/is-authenticated', token)).status).toBe(401);
    expect((await chamar('GET', '/api/auth/is-authenticated', staff)).status).toBe(200);
    // The quotations sent before, during and after reached the SMTP server. A job in a worker's hands
    // while PostgreSQL was away cannot be marked done: it is retried once its heartbeat (30 s) lapses
    // (seen: 'job heartbeat timeout'), so the wait allows that; on failure, what is left says why.
    await smtp.drained(admin, 60_000).catch(async (error: Error) => {
      const { rows } = await admin.query(
        `SELECT state::text, retry_count, started_on, heartbeat_on, output FROM pgboss.job WHERE name = 'mail' AND state <> 'completed'`,
      );
      throw new Error(`${error.message}: ${JSON.stringify(rows)}`);
    });
    return respostas.filter((r) => r.status === 503);
  }

  it('pg_terminate_backend of every connection: 503 at most, the server and its LISTEN come back', async () => {
    const indisponiveis = await cenario(async (revogar) => {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND datname = current_database() AND backend_type = 'client backend'`,
      );
      // At once, before the LISTEN connection reconnects (it waits a second).
      await revogar();
      return Date.now();
    });
    // Only what was in flight at that instant failed (the pools reconnect at the next request).
    expect(indisponiveis.length).toBeLessThan(20);
  }, 180_000);

  it('PostgreSQL stopped for 3 s and started again: 503 while away, every route back without a restart', async () => {
    let saudeFora: { status: number; body: unknown } | undefined;
    const indisponiveis = await cenario(async (revogar) => {
      await database.stop();
      await new Promise((r) => setTimeout(r, 1_500));
      const { status, body } = await chamar('GET', '/api/health');
      saudeFora = { status, body };
      await new Promise((r) => setTimeout(r, 1_500));
      await iniciarBanco();
      const voltou = Date.now();
      await revogar();
      return voltou;
    });
    expect(saudeFora).toEqual({
      status: 503,
      body: expect.objectContaining({ message: INDISPONIVEL, database: 'down' }),
    });
    expect(new Set(indisponiveis.map((r) => r.tipo))).toEqual(new Set(['porId', 'porNome', 'sessao', 'enviar']));
  }, 180_000);

  /** PostgreSQL's processes: the postmaster (postmaster.pid) and its children, as `kill -STOP` would need. */
  function processosDoBanco(): number[] {
    const postmaster = Number(readFileSync(join(dataDir, 'pg', 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const filhos = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/);
    return [postmaster, ...filhos.filter(Boolean).map(Number)];
  }

  it('PostgreSQL frozen for 12 s (SIGSTOP) and resumed: 503 within the bound, nothing hangs, every route back', async () => {
    const CONGELADO_MS = 12_000;
    let congelados: number[] = [];
    let saudeCongelada: { status: number; ms: number } | undefined;
    try {
      const indisponiveis = await cenario(async (revogar) => {
        congelados = processosDoBanco();
        for (const pid of congelados) process.kill(pid, 'SIGSTOP');
        const { status, ms } = await chamar('GET', '/api/health');
        saudeCongelada = { status, ms };
        await new Promise((r) => setTimeout(r, Math.max(0, CONGELADO_MS - ms)));
        for (const pid of congelados.splice(0)) process.kill(pid, 'SIGCONT');
        const voltou = Date.now();
        // Nobody can write while it is frozen: the revocation goes right after (the LISTEN
        // connection, ended by the server's bound or not, must still let no revoked session in).
        await revogar();
        return voltou;
      }, false);
      expect(saudeCongelada).toEqual({ status: 503, ms: expect.any(Number) });
      // Answers to what was sent on open connections came too (not only to new ones).
      expect(new Set(indisponiveis.map((r) => r.tipo))).toEqual(new Set(['porId', 'porNome', 'sessao', 'enviar']));
    } finally {
      // Never leave a stopped PostgreSQL behind, whatever failed.
      for (const pid of congelados) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // Already gone.
        }
      }
    }
  }, 240_000);

  /**
   * The model: sessions signed in (each used twice, so the cache holds it) and revoked now and then,
   * in SQL as another instance would (a logout: revoked_sessions; "end all sessions":
   * sessions_valid_after), alone, in the same breath as every connection is ended, or right as
   * PostgreSQL comes back; PostgreSQL's connections ended or the server restarted in between. Once
   * it is back (health 200, LISTEN up), every session answers as the model says, twice.
   */
  it('property: no session revoked while the LISTEN connection was down is accepted; every other one is', async () => {
    const passo = fc.constantFrom('entrar', 'revogar', 'terminar', 'terminarRevogando', 'reiniciarRevogando');
    const sessoes: { token: string; jti: string; userId: number; revogada: boolean }[] = [];
    let n = 0;
    const novaSessao = async () => {
      const pessoa = await insertUser(admin, 'COMERCIAL');
      const token = await entrar(pessoa.email, pessoa.password);
      const jti = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;
      sessoes.push({ token, jti, userId: pessoa.id, revogada: false });
    };
    // In SQL on a connection of its own: the NOTIFY goes out whether or not the server listens.
    const revogar = async () => {
      const alvo = sessoes.find((sessao) => !sessao.revogada);
      if (!alvo) return;
      alvo.revogada = true;
      const client = new pg.Client({ connectionString: database.url });
      client.on('error', () => undefined);
      await client.connect();
      try {
        if (++n % 2)
          await client.query(`INSERT INTO revoked_sessions (jti, expires_at) VALUES ($1, now() + interval '1 day')`, [
            alvo.jti,
          ]);
        else
          await client.query(`UPDATE users SET sessions_valid_after = now() + interval '1 second' WHERE id = $1`, [
            alvo.userId,
          ]);
      } finally {
        await client.end();
      }
    };
    const terminar = () =>
      admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND datname = current_database() AND backend_type = 'client backend'`,
      );
    const acoes = {
      entrar: novaSessao,
      revogar,
      terminar,
      terminarRevogando: async () => {
        await terminar();
        await revogar();
      },
      reiniciarRevogando: async () => {
        await database.stop();
        await iniciarBanco();
        await revogar();
      },
    };
    await fc.assert(
      fc.asyncProperty(fc.array(passo, { minLength: 1, maxLength: 4 }), async (passos) => {
        // Each run its own sessions (a shrunk counterexample replays alone).
        sessoes.length = 0;
        await novaSessao();
        for (const p of passos) {
          await acoes[p]();
          await ate(async () => (await saude()) === 200 && (await ouvindo()) === 1, VOLTA_MS, `de volta após ${p}`);
          for (const sessao of sessoes)
            for (let vez = 0; vez < 2; vez++) {
              const { status } = await chamar('GET', '/api/auth/is-authenticated', sessao.token);
              expect({ passos, sessao: sessao.jti, status }).toEqual({
                passos,
                sessao: sessao.jti,
                status: sessao.revogada ? 401 : 200,
              });
            }
        }
        expect(server.child.exitCode).toBeNull();
        expect(server.output()).not.toMatch(PROIBIDO);
      }),
      { numRuns: 5 },
    );
  }, 240_000);
});
