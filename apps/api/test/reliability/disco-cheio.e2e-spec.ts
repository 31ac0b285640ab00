import { SERVER_MESSAGES } from '@portal/shared/messages';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { dropDatabase } from '../../src/database/database-admin.js';
import { body, criar, makeWorld, type World } from '../cotacoes/cotacoes-helpers.js';
import { montarDiscoPequeno, type DiscoPequeno } from '../support/disco-pequeno.js';
import { HealthService } from '../../src/modules/health/health.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * PostgreSQL on a full disk, for real: the test database lives in a tablespace on a small tmpfs that
 * the test fills to the last byte, so PostgreSQL itself raises 53100 disk_full ("could not extend
 * file ... No space left on device") while the WAL (in the cluster's own folder) still has room.
 * Probe 7 F3: saves and logins then answered 500 and /api/health said ok.
 */
describe('disk full under the database', () => {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!;
  const nome = `t_disco_${randomBytes(4).toString('hex')}`;
  const tablespace = `ts_${nome}`;
  let disco: DiscoPequeno;
  let t: TestApp;
  let w: World;

  const noServidor = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    const { rows } = await noServidor(`SELECT pg_database_size('${process.env.TEST_TEMPLATE_DB}') AS bytes`);
    disco = montarDiscoPequeno(Math.ceil(Number(rows[0].bytes) / 2 ** 20) + 16);
    await noServidor(`CREATE TABLESPACE ${tablespace} LOCATION '${disco.pastaDoPostgres}'`);
    await noServidor(`CREATE DATABASE ${nome} TEMPLATE ${process.env.TEST_TEMPLATE_DB} TABLESPACE ${tablespace}`);
    t = await createTestApp({}, { database: nome });
    w = await makeWorld(t);
  }, 60_000);

  afterAll(async () => {
    try {
      disco?.liberar();
      await t?.close();
    } finally {
      await dropDatabase(adminUrl, nome).catch(() => undefined);
      await noServidor(`DROP TABLESPACE IF EXISTS ${tablespace}`).catch(() => undefined);
      disco?.desmontar();
    }
  });

  const http = () => request(t.app.getHttpServer());
  const salvar = (id: number, versao: number, texto: string) =>
    http()
      .put(`/api/Cotacoes/${id}`)
      .set(w.staff.auth)
      .send(body(w, { versao, observacoes: texto }));
  const entrar = () =>
    http().post('/api/Auth/login').send({ email: w.staff.user.email, password: w.staff.user.password });

  /** Calls `pedir` until it stops answering 200 (a page with room takes a few rows); returns that answer. */
  async function ateRecusar(pedir: (vez: number) => Promise<request.Response>) {
    for (let vez = 0; vez < 200; vez++) {
      const resposta = await pedir(vez);
      if (resposta.status !== 200) return resposta;
    }
    throw new Error('200 vezes aceito com o disco cheio');
  }

  it('answers a save and a login 503 + Retry-After in Portuguese, saves nothing, and works again once space is freed', async () => {
    let q = await criar(t, w);
    disco.encher();
    let salvo = q;
    const recusa = await ateRecusar(async (vez) => {
      const resposta = await salvar(q.id, salvo.versao, `Observação ${vez} `.repeat(120));
      if (resposta.status === 200) salvo = resposta.body;
      return resposta;
    });
    expect({ status: recusa.status, message: recusa.body.message }).toEqual({
      status: 503,
      message: SERVER_MESSAGES.diskFull,
    });
    expect(recusa.headers['retry-after']).toBe('5');
    // Nothing half-saved: the quotation is the last one answered 200.
    const guardada = await http().get(`/api/Cotacoes/${q.id}`).set(w.staff.auth).expect(200);
    expect({ versao: guardada.body.versao, observacoes: guardada.body.observacoes }).toEqual({
      versao: salvo.versao,
      observacoes: salvo.observacoes,
    });

    const login = await ateRecusar(() => entrar());
    expect({ status: login.status, message: login.body.message }).toEqual({
      status: 503,
      message: SERVER_MESSAGES.diskFull,
    });

    disco.liberar();
    q = (await salvar(q.id, salvo.versao, 'Depois de liberar espaço').expect(200)).body;
    expect(q.observacoes).toBe('Depois de liberar espaço');
    await entrar().expect(200);
  });

  it('/api/health answers 503 database sem-espaco while the database cannot take disk space, and 200 once it can', async () => {
    const health = t.app.get(HealthService);
    health.writeCheckEveryMs = 0; // every request tests (the interval has its own test below)
    await http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
    disco.encher();
    try {
      const cheio = await http().get('/api/health').expect(503);
      expect(cheio.body).toMatchObject({
        status: 'error',
        database: 'sem-espaco',
        message: SERVER_MESSAGES.databaseCannotWrite,
      });
      expect(cheio.headers['retry-after']).toBe('5');
    } finally {
      disco.liberar();
    }
    await http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });

  it('/api/health writes at most once per interval however many ask', async () => {
    const health = t.app.get(HealthService);
    health.writeCheckEveryMs = 60_000;
    const arquivo = async () =>
      (await t.db.query<{ n: string }>(`SELECT pg_relation_filenode('saude_gravacao') AS n`)).rows[0].n;
    await http().get('/api/health').expect(200);
    const antes = await arquivo();
    await Promise.all(Array.from({ length: 30 }, () => http().get('/api/health').expect(200)));
    for (let i = 0; i < 20; i++) await http().get('/api/health').expect(200);
    expect(await arquivo()).toBe(antes); // each write test gives the table a new file
    health.writeCheckEveryMs = 0;
    await http().get('/api/health').expect(200);
    expect(await arquivo()).not.toBe(antes);
  });
});
