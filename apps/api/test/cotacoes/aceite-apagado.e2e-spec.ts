import { insertCliente } from '@portal/test-support';
import { callerFor } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { convidar, SENHA_CONTATO } from '../dados-pessoais/contatos.js';
import { cotacao, criarProdutos } from '../dados-pessoais/vizinhos.js';
import { pdfPages } from './pdf-text.js';

const APAGADO = 'Apagado a pedido do titular (LGPD)';

// Probe F8: after the acceptor deleted their account the certificate said IP and browser 'Não
// registrado', the wording for acceptances from before the certificate existed.
describe('the acceptance certificate after the acceptor erased their data', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp());
  });
  afterAll(() => closeAll(smtp, t));

  it("says IP and browser were erased at the holder's request, in the JSON and on the PDF page", async () => {
    const staff = await callerFor(t, 'COMERCIAL', { name: 'Vera Vendedora' });
    const produtos = await criarProdutos(t);
    const { id: empresa } = await insertCliente(t.db, {
      nome: 'Padaria Apagada',
      email_faturamento: 'fin@apagada.test',
    });
    const ana = await convidar(t, smtp, staff, empresa, { nome: 'Ana Apagada', email: 'ana@apagada.test' });
    const id = await cotacao(t, staff, empresa, produtos, 'Entrega');
    await t.http
      .post(`/api/minhas-cotacoes/${id}/aceitar`)
      .set({ ...ana.auth, 'User-Agent': 'Mozilla/5.0 (iPhone)' })
      .send({})
      .expect(200);
    const antes = await t.http.get(`/api/Cotacoes/${id}/aceite`).set(staff.auth).expect(200);
    expect(antes.body.userAgent).toBe('Mozilla/5.0 (iPhone)');

    await t.http.post('/api/meusdados/excluir-conta').set(ana.auth).send({ senha: SENHA_CONTATO }).expect(200);
    const depois = await t.http.get(`/api/Cotacoes/${id}/aceite`).set(staff.auth).expect(200);
    expect(depois.body).toMatchObject({ ip: APAGADO, userAgent: APAGADO });
    const pdf = await t.http
      .get(`/api/Cotacoes/${id}/pdf`)
      .set(staff.auth)
      .buffer(true)
      .parse((res, done) => {
        const partes: Buffer[] = [];
        res.on('data', (parte: Buffer) => partes.push(parte));
        res.on('end', () => done(null, Buffer.concat(partes)));
      })
      .expect(200);
    const texto = (await pdfPages(pdf.body as Buffer)).join('\n');
    expect(texto).toContain(APAGADO);
    expect(texto).not.toContain('Não registrado');
  });
});
