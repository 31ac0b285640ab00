import { formatarReais, parcelaTexto, type ParcelaCalculada } from '@portal/shared/cotacoes';
import QRCode from 'qrcode';
import { mailJobs } from '../mail/mail-jobs.js';
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-test-server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { decodificar } from './br-code-leitor.js';
import { criar, makeWorld, setNow, type World } from './cotacoes-helpers.js';

const PIX = {
  PIX_KEY: 'financeiro@exemplo.com.br',
  PIX_MERCHANT_NAME: 'Distribuidora Exemplo',
  PIX_MERCHANT_CITY: 'São Paulo',
};
const DUAS = [
  { dias: 0, percentual: 30 },
  { dias: 30, percentual: 70 },
];

/** The "copia e cola" line the text part carries after its label. */
const copiaECola = (mail: ReceivedMail) => /Pix copia e cola:\n(.+)/.exec(mail.text)?.[1];

// Issue 29 (review): the customer's confirmation of an accept, queued with it and read here as the
// SMTP server received it; with Pix configured and chosen, the code to pay the first installment.
describe('the acceptance confirmation e-mail to the customer', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let semPix: TestApp;
  let w: World;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, ...PIX });
    // The same database and tokens, Pix not configured: another instance, as after a restart without PIX_*.
    semPix = await createTestApp({ SMTP_URL: smtp.url }, { sameDatabaseAs: t });
    w = await makeWorld(t);
    for (const app of [t, semPix]) setNow(app.app, '2026-11-24T15:00:00Z');
  });
  afterAll(async () => {
    await semPix.close();
    await t.close();
    await smtp.close();
  });

  /** Sent by staff, accepted by the customer through `app`; answers the accepted quotation and its order. */
  const aceita = async (app: TestApp, extra: Record<string, unknown>) => {
    const q = await criar(t, w, extra);
    await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).expect(200);
    await smtp.drained(t.db);
    smtp.messages.length = 0;
    const { body } = await app.http.post(`/api/minhas-cotacoes/${q.id}/aceitar`).set(w.clienteUser.auth).expect(200);
    const cotacao = (await t.http.get(`/api/minhas-cotacoes/${q.id}`).set(w.clienteUser.auth).expect(200)).body;
    return { cotacao, pedidoId: body.pedidoId as number };
  };

  it('tells every recipient the number, the accepted total, the order and the installments with due dates, and the Pix of the first', async () => {
    const { cotacao, pedidoId } = await aceita(t, { meioPagamento: 'pix', parcelas: DUAS });
    const parcelas = cotacao.parcelas as ParcelaCalculada[];
    expect(parcelas.map((p) => p.vencimento)).toEqual(['2026-11-24', '2026-12-24']);
    // Queued as mail jobs (sealed), like every e-mail: the worker sends them once the accept committed.
    const filas = (await mailJobs(t.db)).map((job) => job.to);
    expect(filas).toEqual(expect.arrayContaining([w.clienteUser.user.email, 'fin@padaria.com.br']));

    for (const to of [w.clienteUser.user.email, 'fin@padaria.com.br']) {
      const mail = await smtp.next(to);
      expect(mail.subject).toBe(`Portal de Cotações: cotação ${cotacao.numero} aceita - pedido nº ${pedidoId}`);
      expect(mail.text).toContain(
        `Carla Cliente aceitou a cotação ${cotacao.numero} para Padaria Pão Quente em 24/11/2026 12:00:00 (horário de Brasília). O pedido nº ${pedidoId} foi criado no valor de ${formatarReais(cotacao.total)}.`,
      );
      expect(mail.text).toContain(`Pedido: nº ${pedidoId}`);
      expect(mail.text).toContain(`Total aceito: ${formatarReais(cotacao.total)}`);
      expect(mail.text).toContain('Meio de pagamento: Pix');
      expect(mail.text).toContain(`Parcelas:\n${parcelas.map(parcelaTexto).join('\n')}`);
      expect(mail.text).toContain('vence em 24/12/2026');
      expect(mail.links).toEqual([`http://portal.test/cliente/meus-pedidos/${pedidoId}`]);

      const brcode = copiaECola(mail)!;
      expect(decodificar(brcode)).toEqual({
        formato: '01',
        gui: 'br.gov.bcb.pix',
        chave: 'financeiro@exemplo.com.br',
        moeda: '986',
        valor: parcelas[0].valor.toFixed(2),
        pais: 'BR',
        nome: 'Distribuidora Exemplo',
        cidade: 'Sao Paulo',
        txid: cotacao.numero.replace(/-/g, ''),
        crc: brcode.slice(-4),
        crcConfere: true,
      });
      expect(mail.text).toContain(`Pague com Pix a 1ª parcela (${formatarReais(parcelas[0].valor)})`);
      // The QR code travels inline (cid), and is the QR of that very code.
      expect(mail.html).toContain('<img src="cid:pix-qrcode@portal"');
      expect(mail.html).toContain(brcode);
      expect(mail.attachments).toEqual([]);
      expect(mail.inline.map((i) => [i.cid, i.contentType])).toEqual([['pix-qrcode@portal', 'image/png']]);
      const qr = await QRCode.toBuffer(brcode, { errorCorrectionLevel: 'M', margin: 2, type: 'png' });
      expect(mail.inline[0].content.equals(qr)).toBe(true);
    }
    // The salesperson's notice is still theirs, without Pix.
    const vendedor = await smtp.next(w.staff.user.email);
    expect(vendedor.text).not.toContain('Pix copia e cola');
  });

  it('without installments, the Pix is the total', async () => {
    const { cotacao } = await aceita(t, { meioPagamento: 'pix', parcelas: [] });
    const mail = await smtp.next('fin@padaria.com.br');
    expect(mail.text).not.toContain('Parcelas:');
    expect(mail.text).toContain(`Pague com Pix o total (${formatarReais(cotacao.total)})`);
    expect(decodificar(copiaECola(mail)!)).toMatchObject({ valor: Number(cotacao.total).toFixed(2), crcConfere: true });
  });

  it('has no Pix block when the quotation is not paid by Pix, nor when Pix is not configured', async () => {
    for (const [app, meio] of [
      [t, 'boleto'],
      [semPix, 'pix'],
    ] as const) {
      const { cotacao, pedidoId } = await aceita(app, { meioPagamento: meio, parcelas: DUAS });
      const mail = await smtp.next(w.clienteUser.user.email);
      expect(mail.subject).toBe(`Portal de Cotações: cotação ${cotacao.numero} aceita - pedido nº ${pedidoId}`);
      expect(mail.text).toContain(
        `Parcelas:\n${(cotacao.parcelas as ParcelaCalculada[]).map(parcelaTexto).join('\n')}`,
      );
      expect(mail.text).not.toContain('Pix copia e cola');
      expect(mail.text).not.toContain('Pague com Pix');
      expect(mail.html).not.toContain('cid:');
      expect(mail.inline).toEqual([]);
    }
  });
});
