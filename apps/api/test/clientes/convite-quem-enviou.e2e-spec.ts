import { auditEntries } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criar, makeWorld, type World } from '../cotacoes/cotacoes-helpers.js';

// Probe 4, F11: the login a quotation send creates for the billing address (CLIENTE_ACESSO_CONCEDIDO)
// was recorded with userId, email and ip null, while the send's own entry in the same request named
// the salesperson. The grant is the salesperson's act: it names them too.
describe('the access granted by a quotation send names who sent it', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
    w = await makeWorld(t);
  });
  afterAll(() => closeAll(smtp, t));

  it('CLIENTE_ACESSO_CONCEDIDO carries the sender, as COTACAO_ENVIADA does', async () => {
    const q = await criar(t, w);
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    const [concedido] = await auditEntries(t.db, 'CLIENTE_ACESSO_CONCEDIDO');
    expect(concedido.message).toBe('Acesso ao portal concedido pelo envio da cotação: fin@padaria.com.br');
    const [enviada] = (await t.db.query(`SELECT data FROM audit_logs WHERE message LIKE 'Cotação enviada:%'`)).rows;
    expect(enviada.data).toMatchObject({ userId: w.staff.user.id, email: w.staff.user.email });
    expect(concedido.data).toMatchObject({
      userId: w.staff.user.id,
      email: w.staff.user.email,
      ip: enviada.data.ip,
      clienteId: w.cliente,
      cotacaoId: q.id,
    });
    expect(concedido.data.ip).toEqual(expect.any(String));
  });
});
