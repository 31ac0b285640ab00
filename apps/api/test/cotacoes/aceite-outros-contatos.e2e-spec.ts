import fc from 'fast-check';
import { insertCliente } from '@portal/test-support';
import { callerFor, type Caller } from '../support/backoffice-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { criar, emStatus, makeWorld, setNow, type World } from './cotacoes-helpers.js';
import { pdfPages } from './pdf-text.js';

const RESERVADO = 'Registrado; visível apenas para quem aceitou e para a empresa';

const semEspacos = (texto: string) => texto.replace(/\s+/g, '');

/** Every string of a JSON answer: a value escaped in the JSON text is still found. */
function textos(valor: unknown): string[] {
  if (typeof valor === 'string') return [valor];
  if (Array.isArray(valor)) return valor.flatMap(textos);
  if (valor && typeof valor === 'object') return Object.values(valor).flatMap(textos);
  return [];
}

/** Whether `segredo` is in any of `textos`, whitespace aside (a PDF wraps a long user agent anywhere). */
const contem = (textos: string[], segredo: string) => textos.some((t) => semEspacos(t).includes(semEspacos(segredo)));

/** Where a login's reading holds `segredo`: its JSON answers, its PDF. */
const onde = (lido: { json: string[]; pdf: string }, segredo: string) => ({
  json: contem(lido.json, segredo),
  pdf: contem([lido.pdf], segredo),
});

// LGPD, data minimisation (decisoes/0010): a company's contacts all read its quotations, but the IP and
// browser recorded at an accept are the acceptor's own. The acceptor and the company's staff read them
// (the company's evidence); another contact reads who accepted and when, and why not the rest.
describe('acceptance certificate: what another contact of the customer reads', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    // Behind our proxy: the accept's IP is the X-Forwarded-For the test sends.
    t = await createTestApp({ TRUST_PROXY: 'true' });
    w = await makeWorld(t);
    setNow(t.app, '2026-11-24T15:00:00Z');
  });
  afterAll(() => t.close());

  const baixar = async (path: string, caller: Caller) => {
    const res = await t.http.get(path).set(caller.auth).responseType('blob').expect(200);
    return res.body as Buffer;
  };
  const ler = async (path: string, caller: Caller) => (await t.http.get(path).set(caller.auth).expect(200)).body;

  async function aceitar(id: number, quem: Caller, ip: string, userAgent: string): Promise<number> {
    const res = await t.http
      .post(`/api/minhas-cotacoes/${id}/aceitar`)
      .set(quem.auth)
      .set('User-Agent', userAgent)
      .set('X-Forwarded-For', ip)
      .expect(200);
    return res.body.pedidoId;
  }

  /** Everything a customer's login can read about an accepted quotation: the JSON answers' strings and the PDF's text. */
  async function tudoQueLe(caller: Caller, id: number, pedidoId: number): Promise<{ json: string[]; pdf: string }> {
    const rotas = [
      `/api/minhas-cotacoes/${id}/aceite`,
      `/api/minhas-cotacoes/${id}`,
      '/api/minhas-cotacoes',
      `/api/minhas-cotacoes/${id}/mensagens`,
      `/api/meus-pedidos/${pedidoId}`,
      '/api/meus-pedidos',
    ];
    const json = [];
    for (const rota of rotas) json.push(...textos(await ler(rota, caller)));
    const exportacao = await t.http.get('/api/meusdados/exportar').set(caller.auth).expect(200);
    json.push(...textos(JSON.parse(exportacao.text)));
    const pdf = (await pdfPages(await baixar(`/api/minhas-cotacoes/${id}/pdf`, caller))).join('\n');
    return { json, pdf };
  }

  it('the acceptor and staff read the IP and browser; another contact reads who and when, and why not the rest', async () => {
    const userAgent = 'Navegador da Carla/7.1 (X11; Linux x86_64)';
    const bruno = await callerFor(t, 'CLIENTE', { clienteId: w.cliente, name: 'Bruno Compras' });
    const q = await emStatus(t, w, 'enviada');
    const enviado = await baixar(`/api/minhas-cotacoes/${q.id}/pdf`, bruno);
    await aceitar(q.id, w.clienteUser, '203.0.113.77', userAgent);

    const staff = await ler(`/api/Cotacoes/${q.id}/aceite`, w.staff);
    expect(staff).toMatchObject({ nome: 'Carla Cliente', ip: '203.0.113.77', userAgent });
    expect(await ler(`/api/minhas-cotacoes/${q.id}/aceite`, w.clienteUser)).toEqual(staff);
    expect(await ler(`/api/minhas-cotacoes/${q.id}/aceite`, bruno)).toEqual({
      ...staff,
      ip: RESERVADO,
      userAgent: RESERVADO,
    });

    // The PDFs: the acceptor's is staff's; Bruno's keeps the sent bytes first (the hash still checks)
    // and its certificate says who and when, and why the IP and browser are not shown.
    const daEquipe = await baixar(`/api/Cotacoes/${q.id}/pdf`, w.staff);
    expect((await baixar(`/api/minhas-cotacoes/${q.id}/pdf`, w.clienteUser)).equals(daEquipe)).toBe(true);
    const certificadoDaEquipe = (await pdfPages(daEquipe)).at(-1)!;
    expect(certificadoDaEquipe).toContain('Endereço IP\n203.0.113.77');
    expect(certificadoDaEquipe).toContain(`Navegador (user agent)\n${userAgent}`);

    const doBruno = await baixar(`/api/minhas-cotacoes/${q.id}/pdf`, bruno);
    expect(doBruno.subarray(0, enviado.length).equals(enviado)).toBe(true);
    const certificado = (await pdfPages(doBruno)).at(-1)!;
    expect(certificado).toContain('Certificado de aceite');
    for (const valor of ['Carla Cliente', staff.email, staff.aceitoEmBrasilia, staff.aceitoEm, staff.pdfSha256])
      expect(certificado).toContain(valor);
    expect(certificado).toContain(`Endereço IP\n${RESERVADO}`);
    expect(certificado).toContain(`Navegador (user agent)\n${RESERVADO}`);
    expect(certificado).not.toContain('203.0.113.77');
    expect(certificado).not.toContain('Navegador da Carla');
  });

  it('what was never recorded or was erased reads the same for every contact (nothing to withhold)', async () => {
    const bruno = await callerFor(t, 'CLIENTE', { clienteId: w.cliente, name: 'Bruno Compras' });
    const q = await emStatus(t, w, 'enviada');
    await aceitar(q.id, w.clienteUser, '203.0.113.78', 'Navegador Antigo/1.0');
    await t.db.query(`UPDATE cotacao_aceites SET user_agent = NULL WHERE cotacao_id = $1`, [q.id]);
    expect(await ler(`/api/minhas-cotacoes/${q.id}/aceite`, bruno)).toMatchObject({
      ip: RESERVADO,
      userAgent: 'Não registrado',
    });
    await t.db.query(`UPDATE cotacao_aceites SET ip = '', apagado_em = now() WHERE cotacao_id = $1`, [q.id]);
    expect(await ler(`/api/minhas-cotacoes/${q.id}/aceite`, bruno)).toMatchObject({
      ip: 'Apagado a pedido do titular (LGPD)',
      userAgent: 'Apagado a pedido do titular (LGPD)',
    });
  });

  it("no answer or PDF a contact other than the acceptor reads holds the acceptor's IP or browser", async () => {
    // Not an address the test's own requests come from (their IP is in a contact's own export).
    const ip = fc
      .oneof(fc.ipV4(), fc.ipV6())
      .filter((ip) => ip.length >= 7 && !'::ffff:127.0.0.1'.includes(ip) && !ip.startsWith('127.'));
    const ascii = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
    const userAgent = fc
      .tuple(fc.stringMatching(/^[A-Za-z0-9]{10,16}$/), fc.string({ unit: ascii, maxLength: 60 }))
      .map(([marca, resto]) => `${marca} ${resto}`.trim());
    const empresa = fc
      .integer({ min: 1, max: 3 })
      .chain((contatos) => fc.record({ contatos: fc.constant(contatos), quem: fc.nat(contatos - 1), ip, userAgent }));
    let n = 0;
    await fc.assert(
      fc.asyncProperty(empresa, async ({ contatos, quem, ip, userAgent }) => {
        n++;
        const cliente = (
          await insertCliente(t.db, {
            tipo_pessoa: 'pj',
            nome: `Empresa ${n}`,
            email_faturamento: `fin-${n}@empresa.com.br`,
          })
        ).id;
        const logins: Caller[] = [];
        for (let i = 0; i < contatos; i++)
          logins.push(await callerFor(t, 'CLIENTE', { clienteId: cliente, name: `Contato ${n}.${i}` }));
        const q = await criar(t, w, { clienteId: cliente });
        await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
        const pedidoId = await aceitar(q.id, logins[quem], ip, userAgent);

        // What was recorded, and that the acceptor and staff read it (else the property says nothing).
        const staff = await ler(`/api/Cotacoes/${q.id}/aceite`, w.staff);
        expect({ ip: staff.ip, userAgent: staff.userAgent }).toEqual({ ip, userAgent });
        const doAceitante = await tudoQueLe(logins[quem], q.id, pedidoId);
        for (const segredo of [ip, userAgent]) expect(onde(doAceitante, segredo)).toEqual({ json: true, pdf: true });
        for (const [i, outro] of logins.entries()) {
          if (i === quem) continue;
          const lido = await tudoQueLe(outro, q.id, pedidoId);
          for (const segredo of [ip, userAgent])
            expect({ contato: i, segredo, ...onde(lido, segredo) }).toEqual({
              contato: i,
              segredo,
              json: false,
              pdf: false,
            });
          expect(lido.pdf).toContain(staff.nome);
          expect(lido.pdf).toContain(RESERVADO);
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
