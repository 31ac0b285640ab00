import fc from 'fast-check';
import { parcelaTexto, somarDias, type ParcelaCalculada } from '@portal/shared/cotacoes';
import type { TestApp } from '../support/test-app.js';
import { pdfPages } from './pdf-text.js';
import { criar, setNow, useQuoteWorld, type World } from './cotacoes-helpers.js';

// docs/produto.md: the due dates count from the acceptance. The accepted PDF keeps the pages as sent
// (their dates count from the sending day) and its certificate page lists the installments with the
// due dates the page and the order show, counted from the day of the acceptance.
describe('the accepted PDF: installments due from the acceptance', () => {
  let t: TestApp;
  let w: World;
  useQuoteWorld((app, world) => {
    t = app;
    w = world;
  });

  const PARTES = [[100], [50, 50], [30, 30, 40], [25, 25, 25, 25]];
  const prazos = fc
    .constantFrom(...PARTES)
    .chain((partes) =>
      fc
        .uniqueArray(fc.integer({ min: 0, max: 120 }), { minLength: partes.length, maxLength: partes.length })
        .map((dias) => dias.sort((a, b) => a - b).map((d, i) => ({ dias: d, percentual: partes[i] }))),
    );

  const baixar = async (id: number) =>
    (await t.http.get(`/api/minhas-cotacoes/${id}/pdf`).set(w.clienteUser.auth).responseType('blob').expect(200))
      .body as Buffer;

  /** The certificate page (the PDF's last) lists the installments exactly as `parcelas` write them. */
  async function confere(id: number, parcelas: ParcelaCalculada[], enviadaEm: string): Promise<void> {
    const paginas = await pdfPages(await baixar(id));
    const certificado = paginas.at(-1)!;
    expect(certificado).toContain('Parcelas (vencimentos contados do aceite)');
    for (const [i, parcela] of parcelas.entries()) expect(certificado).toContain(parcelaTexto(parcela, i));
    // The sent pages still say what was sent: due dates from the sending day.
    const enviadas = paginas.slice(0, -1).join('\n');
    for (const [i, parcela] of parcelas.entries())
      expect(enviadas).toContain(parcelaTexto({ ...parcela, vencimento: somarDias(enviadaEm, parcela.dias) }, i));
  }

  it('accepted days after the sending: the certificate agrees with the page and the order (property)', async () => {
    await fc.assert(
      fc.asyncProperty(prazos, fc.integer({ min: 1, max: 12 }), async (parcelas, atraso) => {
        setNow(t.app, '2026-11-24T15:00:00Z');
        const q = await criar(t, w, { parcelas, meioPagamento: 'boleto' });
        await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
        const aceitoEm = somarDias('2026-11-24', atraso);
        setNow(t.app, `${aceitoEm}T15:00:00Z`);
        const aceite = await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(200);
        const pagina = (await t.http.get(`/api/minhas-cotacoes/${q.id}`).set(w.clienteUser.auth).expect(200)).body;
        const pedido = (await t.http.get(`/api/Pedidos/${aceite.body.pedidoId}`).set(w.staff.auth).expect(200)).body;
        expect(pedido.cotacao.parcelas).toEqual(pagina.parcelas);
        expect(pagina.parcelas.map((p: ParcelaCalculada) => p.vencimento)).toEqual(
          parcelas.map((p) => somarDias(aceitoEm, p.dias)),
        );
        await confere(q.id, pagina.parcelas, '2026-11-24');
      }),
      { numRuns: 4 },
    );
  }, 180_000);

  it("as the tester found it: respondida_em moved 5 days later, the certificate follows the page's dates", async () => {
    const parcelas = [
      { dias: 0, percentual: 50 },
      { dias: 28, percentual: 50 },
    ];
    setNow(t.app, '2026-11-24T15:00:00Z');
    const q = await criar(t, w, { parcelas, meioPagamento: 'boleto' });
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
    await t.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(200);
    await t.db.query(`UPDATE cotacoes SET respondida_em = respondida_em + interval '5 days' WHERE id = $1`, [q.id]);
    const pagina = (await t.http.get(`/api/minhas-cotacoes/${q.id}`).set(w.clienteUser.auth).expect(200)).body;
    expect(pagina.parcelas.map((p: ParcelaCalculada) => p.vencimento)).toEqual(['2026-11-29', '2026-12-27']);
    await confere(q.id, pagina.parcelas, '2026-11-24');
  });
});
