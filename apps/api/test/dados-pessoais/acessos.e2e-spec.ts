import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criarPessoa, type Mundo } from './titular.js';

describe('LGPD record of reads: every read path, the Logs filters and the access report', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let m: Mundo;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ PUBLIC_FORM_MAX_PER_HOUR: '1000' }));
    m = await criarPessoa(t, smtp, 123581321);
  });
  afterAll(() => closeAll(smtp, t));

  const leituras = async () =>
    (
      await t.db.query<{ data: Record<string, unknown> }>(
        `SELECT data FROM audit_logs WHERE data->>'action' = 'DADOS_PESSOAIS_LIDOS' ORDER BY id`,
      )
    ).rows.map((row) => row.data);

  it('records the modal (GET by id), the CSV export rows, a quotation PDF and the ADMIN export', async () => {
    const id = m.pessoa.clienteId;
    expect(await leituras()).toEqual([]);
    await t.http.get(`/api/Clientes/${id}`).set(m.staff.auth).expect(200);
    await t.http.get('/api/Clientes/999999').set(m.staff.auth).expect(404);
    await t.http.get('/api/Clientes/export').set(m.staff.auth).expect(200);
    await t.http.get(`/api/Cotacoes/${m.pessoa.cotacaoEnviada}/pdf`).set(m.admin.auth).expect(200);
    await t.http.get(`/api/Clientes/${id}/dados-pessoais`).set(m.admin.auth).expect(200);

    const reader = (caller: Mundo['staff'], via: string, clientes: Record<string, unknown>) =>
      expect.objectContaining({
        action: 'DADOS_PESSOAIS_LIDOS',
        userId: caller.user.id,
        email: caller.user.email,
        ip: expect.any(String),
        via,
        ...clientes,
      });
    expect(await leituras()).toEqual([
      reader(m.staff, 'modal', { clienteId: id, idObject: id }),
      reader(m.staff, 'csv', { clienteId: null, clienteIds: [id] }),
      reader(m.admin, 'pdf', { clienteId: id }),
      reader(m.admin, 'exportacao', { clienteId: id }),
    ]);
  });

  it('GET /api/logs finds them by action, customer and staff member', async () => {
    const search = (query: Record<string, string | number>) =>
      t.http.get('/api/logs').query(query).set(m.admin.auth).expect(200);
    const all = await search({ data: 'DADOS_PESSOAIS_LIDOS' });
    expect(all.body.totalCount).toBe(4);
    const byCliente = await search({ data: 'DADOS_PESSOAIS_LIDOS', clienteId: m.pessoa.clienteId });
    expect(byCliente.body.totalCount).toBe(4);
    const byStaff = await search({ data: 'DADOS_PESSOAIS_LIDOS', usuarioId: m.staff.user.id });
    expect(byStaff.body.totalCount).toBe(2);
    expect(byStaff.body.data.map((row: { data: { via: string } }) => row.data.via).sort()).toEqual(['csv', 'modal']);
    const other = await search({ data: 'DADOS_PESSOAIS_LIDOS', clienteId: 99999 });
    expect(other.body.totalCount).toBe(0);
    const bad = await t.http.get('/api/logs').query({ clienteId: 'abc' }).set(m.admin.auth).expect(400);
    expect(bad.body.message).toBe('ID inválido.');
  });

  it('ADMIN gets the access report of one customer as JSON or CSV; COMERCIAL may not', async () => {
    const id = m.pessoa.clienteId;
    const report = await t.http.get(`/api/Clientes/${id}/acessos`).set(m.admin.auth).expect(200);
    expect(report.body.totalCount).toBe(4);
    expect(report.body.data.map((row: { via: string }) => row.via)).toEqual(['exportacao', 'pdf', 'csv', 'modal']);
    expect(report.body.data[3]).toEqual({
      em: expect.any(String),
      usuarioId: m.staff.user.id,
      usuarioNome: 'Vera Vendedora',
      usuarioEmail: m.staff.user.email,
      ip: expect.any(String),
      via: 'modal',
    });
    const csv = await t.http.get(`/api/Clientes/${id}/acessos?formato=csv`).set(m.admin.auth).expect(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="acessos-cliente-${id}.csv"`);
    expect(csv.text.split('\r\n')[0]).toBe('\uFEFFData/hora;Usuário (id);Nome;E-mail;IP;Via');
    expect(csv.text).toContain(`;Vera Vendedora;${m.staff.user.email};`);
    await t.http.get(`/api/Clientes/${id}/acessos`).set(m.staff.auth).expect(403);
    const missing = await t.http.get('/api/Clientes/99999/acessos').set(m.admin.auth).expect(404);
    expect(missing.body.message).toBe('Registro não encontrado.');
  });
});
