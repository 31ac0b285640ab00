import fc from 'fast-check';
import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { auditEntries, callerFor } from '../support/backoffice-helpers.js';
import { closeAll, startMailingApp } from '../support/app-pairs.js';
import type { ReceivedMail, SmtpTestServer } from '../support/smtp-test-server.js';
import type { TestApp } from '../support/test-app.js';
import { criar, makeWorld, setNow, type Quote, type World } from './cotacoes-helpers.js';

// Issue 26, finding 5: the customer asks on the quotation, the salesperson answers in the editor; each
// message e-mails the other side (real SMTP), with Reply-To the one who can answer.
const replyTo = (mail: ReceivedMail) => /^Reply-To:\s*(.+)$/im.exec(mail.raw)?.[1].trim() ?? null;

describe('questions on a quotation', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let w: World;
  let q: Quote;

  const enviada = async () => {
    const nova = await criar(t, w);
    await t.http.post(`/api/Cotacoes/${nova.id}/enviar`).set(w.staff.auth).expect(200);
    await smtp.drained(t.db);
    smtp.messages.length = 0;
    return nova;
  };

  beforeAll(async () => {
    ({ t, smtp } = await startMailingApp({ COMPANY_NAME: 'Tintas Aurora Ltda.' }));
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
    q = await enviada();
  });
  afterAll(() => closeAll(smtp, t));
  beforeEach(() => t.db.query('DELETE FROM throttle_counters'));

  it('a question reaches the salesperson by e-mail, the answer reaches the customer, both in the thread and the history', async () => {
    const pergunta = 'Bom dia!\nO prazo de entrega pode ser de 5 dias úteis?';
    const { body: enviadaPergunta } = await t.http
      .post(`/api/minhas-cotacoes/${q.id}/mensagens`)
      .set(w.clienteUser.auth)
      .send({ texto: `  ${pergunta}  ` })
      .expect(201);
    expect(enviadaPergunta).toMatchObject({
      doCliente: true,
      autorId: w.clienteUser.user.id,
      autorNome: 'Carla Cliente',
      texto: pergunta,
    });

    const aoVendedor = await smtp.next(w.staff.user.email);
    expect(aoVendedor.subject).toBe(`Tintas Aurora Ltda.: pergunta sobre a cotação ${q.numero} de Padaria Pão Quente`);
    expect(replyTo(aoVendedor)).toBe(w.clienteUser.user.email);
    expect(aoVendedor.text).toContain(pergunta);
    expect(aoVendedor.links).toContain(`http://portal.test/comercial/cotacoes/${q.id}`);

    const resposta = 'Sim, em 5 dias úteis sem custo adicional.';
    await t.http.post(`/api/Cotacoes/${q.id}/mensagens`).set(w.staff.auth).send({ texto: resposta }).expect(201);
    for (const to of ['fin@padaria.com.br', w.clienteUser.user.email]) {
      const aoCliente = await smtp.next(to);
      expect(aoCliente.subject).toBe(`Tintas Aurora Ltda.: resposta sobre a cotação ${q.numero}`);
      expect(replyTo(aoCliente)).toBe(w.staff.user.email);
      expect(aoCliente.text).toContain(resposta);
      expect(aoCliente.links).toContain(`http://portal.test/cliente/minhas-cotacoes/${q.id}`);
    }

    const esperado = [
      { doCliente: true, autorId: w.clienteUser.user.id, autorNome: 'Carla Cliente', texto: pergunta },
      { doCliente: false, autorId: w.staff.user.id, autorNome: 'Vera Vendedora', texto: resposta },
    ];
    const staff = await t.http.get(`/api/Cotacoes/${q.id}/mensagens`).set(w.staff.auth).expect(200);
    expect(staff.body).toMatchObject(esperado);
    const cliente = await t.http.get(`/api/minhas-cotacoes/${q.id}/mensagens`).set(w.clienteUser.auth).expect(200);
    expect(cliente.body).toEqual(staff.body);

    const { body: detalhe } = await t.http.get(`/api/Cotacoes/${q.id}`).set(w.staff.auth).expect(200);
    expect(detalhe.historico.filter((e: { tipo: string }) => e.tipo === 'mensagem')).toMatchObject([
      { detalhe: 'Pergunta do cliente', usuarioNome: 'Carla Cliente' },
      { detalhe: 'Resposta da equipe', usuarioNome: 'Vera Vendedora' },
    ]);
    expect((await auditEntries(t.db, 'COTACAO_MENSAGEM')).map((a) => a.message)).toEqual([
      `Mensagem na cotação ${q.numero} rev. 1 (id ${q.id}) do cliente`,
      `Mensagem na cotação ${q.numero} rev. 1 (id ${q.id}) da equipe`,
    ]);
  });

  it('a long word without spaces wraps in the e-mail HTML (the shared body style breaks it anywhere)', async () => {
    const palavra = 'Ж'.repeat(300);
    await t.http
      .post(`/api/minhas-cotacoes/${q.id}/mensagens`)
      .set(w.clienteUser.auth)
      .send({ texto: palavra })
      .expect(201);
    const mail = await smtp.next(w.staff.user.email);
    expect(mail.html).toContain(palavra);
    // Inherited by the quoted message (blockquote) and every other line; word-break for clients without overflow-wrap.
    expect(mail.html).toMatch(/<body style="[^"]*overflow-wrap:anywhere;word-break:break-word[^"]*">/);
  });

  it("another customer's quotation and a draft answer 404 to the customer; staff cannot write on a draft (409)", async () => {
    for (const method of ['get', 'post'] as const) {
      const call = t.http[method](`/api/minhas-cotacoes/${q.id}/mensagens`).set(w.outroUser.auth);
      await (method === 'post' ? call.send({ texto: 'Olá' }) : call).expect(404);
    }
    const rascunho = await criar(t, w);
    await t.http.get(`/api/minhas-cotacoes/${rascunho.id}/mensagens`).set(w.clienteUser.auth).expect(404);
    await t.http
      .post(`/api/minhas-cotacoes/${rascunho.id}/mensagens`)
      .set(w.clienteUser.auth)
      .send({ texto: 'Olá' })
      .expect(404);
    const { body } = await t.http
      .post(`/api/Cotacoes/${rascunho.id}/mensagens`)
      .set(w.staff.auth)
      .send({ texto: 'Olá' })
      .expect(409);
    expect(body.message).toBe(M.mensagemRascunho);
    await t.http.get('/api/Cotacoes/999999/mensagens').set(w.staff.auth).expect(404);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM cotacao_mensagens WHERE cotacao_id = $1', [
      rascunho.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('an empty or too long message is refused with the message in Portuguese (400)', async () => {
    for (const [texto, message] of [
      ['   ', M.mensagemRequired],
      [undefined, M.mensagemRequired],
      ['a'.repeat(2001), M.mensagemTooLong],
    ] as const) {
      const { body } = await t.http
        .post(`/api/minhas-cotacoes/${q.id}/mensagens`)
        .set(w.clienteUser.auth)
        .send({ texto })
        .expect(400);
      expect(JSON.stringify(body)).toContain(message);
    }
    await t.http
      .post(`/api/minhas-cotacoes/${q.id}/mensagens`)
      .set(w.clienteUser.auth)
      .send({ texto: 'é'.repeat(2000) })
      .expect(201);
  });

  it('a customer writing in a loop is stopped (429) before flooding the salesperson', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++)
      statuses.push(
        (await t.http.post(`/api/minhas-cotacoes/${q.id}/mensagens`).set(w.clienteUser.auth).send({})).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('any text, from either side, is kept as written (trimmed, in NFC) and e-mailed to the other side', async () => {
    const alvo = await enviada();
    const modelo: { doCliente: boolean; texto: string }[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.string({ minLength: 1, maxLength: 80, unit: 'grapheme' }).filter((texto) => texto.trim() !== ''),
        async (doCliente, texto) => {
          const [url, auth, to] = doCliente
            ? [`/api/minhas-cotacoes/${alvo.id}/mensagens`, w.clienteUser.auth, w.staff.user.email]
            : [`/api/Cotacoes/${alvo.id}/mensagens`, w.staff.auth, w.clienteUser.user.email];
          await t.http.post(url).set(auth).send({ texto }).expect(201);
          modelo.push({ doCliente, texto: texto.trim().normalize('NFC') });
          const mail = await smtp.next(to);
          expect(mail.text.normalize()).toContain(texto.trim().normalize());
          const { body } = await t.http.get(`/api/Cotacoes/${alvo.id}/mensagens`).set(w.staff.auth).expect(200);
          expect(
            body.map(({ doCliente: d, texto: x }: { doCliente: boolean; texto: string }) => ({
              doCliente: d,
              texto: x,
            })),
          ).toEqual(modelo);
          await smtp.drained(t.db);
          smtp.messages.length = 0;
        },
      ),
      { numRuns: 12 },
    );
  });

  // Finding F10: the screen says "Você" by autorId, so it must be the writer, never just the side.
  it('each message names its login (autorId), whichever of two contacts and two staff users wrote it', async () => {
    const alvo = await enviada();
    const autores = [
      { quem: w.clienteUser, rota: 'minhas-cotacoes' },
      { quem: await callerFor(t, 'CLIENTE', { clienteId: w.cliente, name: 'Paula Colega' }), rota: 'minhas-cotacoes' },
      { quem: w.staff, rota: 'Cotacoes' },
      { quem: await callerFor(t, 'COMERCIAL', { name: 'Davi Vendas' }), rota: 'Cotacoes' },
    ];
    const modelo: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(autores.length - 1), { minLength: 1, maxLength: 4 }), async (vez) => {
        await t.db.query('DELETE FROM throttle_counters');
        for (const i of vez) {
          const { quem, rota } = autores[i];
          const url = `/api/${rota}/${alvo.id}/mensagens`;
          const { body } = await t.http
            .post(url)
            .set(quem.auth)
            .send({ texto: `m${modelo.length}` })
            .expect(201);
          expect(body).toMatchObject({ autorId: quem.user.id, texto: `m${modelo.length}` });
          modelo.push(quem.user.id);
        }
        for (const { quem, rota } of autores) {
          const { body } = await t.http.get(`/api/${rota}/${alvo.id}/mensagens`).set(quem.auth).expect(200);
          expect(body.map((m: { autorId: number }) => m.autorId)).toEqual(modelo);
        }
        await smtp.drained(t.db);
        smtp.messages.length = 0;
      }),
      { numRuns: 6 },
    );
  });
});
