import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import { freezeClock, travel, resetClock } from '../support/clock.js';
import type { TestApp } from '../support/test-app.js';
import { criarPessoa, type Mundo } from './titular.js';

const LIMITE = 'Limite de exportações de dados pessoais atingido (3 por dia). Tente novamente amanhã.';

/** supertest keeps a JSON download as text when it is an attachment: parse either way. */
const json = (response: { body: unknown; text: string }) =>
  (typeof response.body === 'object' && response.body && Object.keys(response.body).length
    ? response.body
    : JSON.parse(response.text)) as {
    formato: string;
    tabelas: Record<string, Record<string, unknown>[]>;
    resumo: string[];
  };

describe('LGPD export: GET /api/meusdados/exportar and GET /api/Clientes/{id}/dados-pessoais', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let m: Mundo;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({
      PERSONAL_DATA_EXPORTS_PER_DAY: '3',
      PUBLIC_FORM_MAX_PER_HOUR: '1000',
    }));
    m = await criarPessoa(t, smtp, 314159265);
  });
  afterAll(() => closeAll(smtp, t));

  it('covers every table that references a customer or a user, with the rows of that person', async () => {
    const response = await t.http.get('/api/meusdados/exportar').set(m.pessoa.auth).expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="meus-dados-${m.pessoa.clienteId}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const file = json(response);
    expect(file.formato).toBe('portal-cotacoes/dados-pessoais/v2');

    // Every table with a foreign key to clientes or users, or a cliente/user id column: a new one
    // added without joining the export fails here.
    const { rows } = await t.db.query<{ table_name: string }>(
      `SELECT DISTINCT tc.table_name FROM information_schema.table_constraints tc
         JOIN information_schema.constraint_column_usage cu ON cu.constraint_name = tc.constraint_name
        WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public' AND cu.table_name IN ('clientes', 'users')
       UNION SELECT DISTINCT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name IN ('cliente_id', 'user_id', 'usuario_id', 'clienteid', 'userid')`,
    );
    const referencing = rows.map((row) => row.table_name).sort();
    expect(referencing).toEqual(expect.arrayContaining(['cotacoes', 'pedidos', 'user_tokens', 'users']));
    expect(referencing.filter((table) => !(table in file.tabelas))).toEqual([]);

    const { tabelas } = file;
    expect(tabelas.clientes).toEqual([expect.objectContaining({ id: m.pessoa.clienteId, cpf: m.pessoa.cpf })]);
    expect(tabelas.users).toEqual([
      expect.objectContaining({ id: m.pessoa.userId, email: m.pessoa.email, privacy_notice_version: '2026-11' }),
    ]);
    expect(tabelas.users[0]).not.toHaveProperty('password_hash');
    expect(tabelas.user_tokens.length).toBeGreaterThan(0);
    expect(tabelas.user_tokens[0]).not.toHaveProperty('token_hash');
    expect(tabelas.cotacoes.map((c) => c.id).sort()).toEqual([m.pessoa.cotacaoAceita, m.pessoa.cotacaoEnviada].sort());
    expect(tabelas.cotacao_itens).toHaveLength(4);
    expect(tabelas.cotacao_eventos.length).toBeGreaterThan(0);
    expect(tabelas.pedidos).toEqual([expect.objectContaining({ cotacao_id: m.pessoa.cotacaoAceita })]);
    expect(tabelas.contatos).toEqual([expect.objectContaining({ email: m.pessoa.email })]);
    const actions = tabelas.audit_logs.map((row) => (row.data as { action: string }).action);
    expect(actions).toEqual(
      expect.arrayContaining(['PUBLIC_REGISTRATION', 'MEUS_DADOS_UPDATED', 'LOGIN', 'LOGIN_FAILED', 'COTACAO_ACEITA']),
    );
    expect(file.resumo.join('\n')).toContain(`Aviso de privacidade versão 2026-11 aceito por ${m.pessoa.email}`);
  });

  it('ADMIN exports the same file for a customer; the read is recorded; COMERCIAL is refused', async () => {
    const response = await t.http
      .get(`/api/Clientes/${m.pessoa.clienteId}/dados-pessoais`)
      .set(m.admin.auth)
      .expect(200);
    expect(response.headers['content-disposition']).toContain(`dados-pessoais-${m.pessoa.clienteId}-`);
    expect(json(response).tabelas.clientes[0].id).toBe(m.pessoa.clienteId);
    await t.http.get(`/api/Clientes/${m.pessoa.clienteId}/dados-pessoais`).set(m.staff.auth).expect(403);
    const missing = await t.http.get('/api/Clientes/99999999/dados-pessoais').set(m.admin.auth).expect(404);
    expect(missing.body.message).toBe('Registro não encontrado.');
    const { rows } = await t.db.query(
      `SELECT data FROM audit_logs WHERE data->>'action' = 'DADOS_PESSOAIS_LIDOS' AND data->>'via' = 'exportacao'`,
    );
    expect(rows).toEqual([
      {
        data: expect.objectContaining({
          clienteId: m.pessoa.clienteId,
          userId: m.admin.user.id,
          ip: expect.any(String),
        }),
      },
    ]);
  });

  it('answers 429 with a Portuguese message past the daily limit, and again after a day', async () => {
    // One export in the first test; two more reach the limit of 3.
    await t.http.get('/api/meusdados/exportar').set(m.pessoa.auth).expect(200);
    await t.http.get('/api/meusdados/exportar').set(m.pessoa.auth).expect(200);
    const refused = await t.http.get('/api/meusdados/exportar').set(m.pessoa.auth).expect(429);
    expect(refused.body.message).toBe(LIMITE);
    try {
      travel(t.app, 25 * 3600 * 1000);
      await t.http.get('/api/meusdados/exportar').set(m.pessoa.auth).expect(200);
    } finally {
      resetClock(t.app);
    }
  });

  it('names the file by the Brasília day: at 23:30 in Brasília (02:30 UTC of the next day) the name says today', async () => {
    try {
      freezeClock(t.app, new Date('2027-03-02T02:30:00Z'));
      const admin = await t.http
        .get(`/api/Clientes/${m.pessoa.clienteId}/dados-pessoais`)
        .set(m.admin.auth)
        .expect(200);
      expect(admin.headers['content-disposition']).toBe(
        `attachment; filename="dados-pessoais-${m.pessoa.clienteId}-2027-03-01.json"`,
      );
    } finally {
      resetClock(t.app);
    }
  });
});
