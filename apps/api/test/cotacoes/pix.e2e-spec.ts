import { COTACAO_MESSAGES as M } from '@portal/shared/messages';
import { brCodePix, crc16, txidDaCotacao } from '../../src/modules/cotacoes/pix/br-code.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { decodificar } from './br-code-leitor.js';
import { body, criar, makeWorld, setNow, type World } from './cotacoes-helpers.js';

// The example static payload of the Banco Central's Manual de Padrões para Iniciação do Pix.
const EXEMPLO_BCB =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('Pix BR Code (issue 29)', () => {
  it('rebuilds the specification example payload to the character, CRC included', () => {
    expect(crc16('123456789')).toBe('29B1'); // the CRC-16/CCITT-FALSE check value
    const brcode = brCodePix({
      chave: '123e4567-e12b-12d1-a456-426655440000',
      nome: 'Fulano de Tal',
      cidade: 'BRASILIA',
      txid: '***',
    });
    expect(brcode).toBe(EXEMPLO_BCB);
    expect(decodificar(EXEMPLO_BCB)).toMatchObject({
      chave: '123e4567-e12b-12d1-a456-426655440000',
      crc: '1D3D',
      crcConfere: true,
    });
  });

  it('sanitises the txid and the texts to the spec charset and lengths', () => {
    expect(txidDaCotacao('COT-2026-000123')).toBe('COT2026000123');
    const lido = decodificar(
      brCodePix({
        chave: 'k',
        nome: 'Distribuidora São João de Ferragens Ltda.',
        cidade: 'São José dos Campos',
        txid: 'X',
      }),
    );
    expect(lido).toMatchObject({ nome: 'Distribuidora Sao Joao de', cidade: 'Sao Jose dos Ca', crcConfere: true });
  });

  describe('GET /api/minhas-cotacoes/{id}/pix', () => {
    let t: TestApp;
    let w: World;
    beforeAll(async () => {
      t = await createTestApp({
        PIX_KEY: 'financeiro@exemplo.com.br',
        PIX_MERCHANT_NAME: 'Distribuidora Exemplo',
        PIX_MERCHANT_CITY: 'São Paulo',
      });
      w = await makeWorld(t);
      setNow(t.app, '2026-11-24T15:00:00Z');
    });
    afterAll(() => t.close());

    const enviada = async (extra: Record<string, unknown>) => {
      const q = await criar(t, w, body(w, extra));
      await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
      return q;
    };

    it('answers the first installment as a BR Code that decodes to the key, amount, txid and a valid CRC, and its QR PNG', async () => {
      const q = await enviada({
        meioPagamento: 'pix',
        parcelas: [
          { dias: 0, percentual: 30 },
          { dias: 30, percentual: 70 },
        ],
      });
      const res = await t.http.get(`/api/minhas-cotacoes/${q.id}/pix`).set(w.clienteUser.auth).expect(200);
      const lido = decodificar(res.body.brcode);
      const primeira = (q.parcelas as { valor: number }[])[0].valor;
      expect(lido).toEqual({
        formato: '01',
        gui: 'br.gov.bcb.pix',
        chave: 'financeiro@exemplo.com.br',
        moeda: '986',
        valor: primeira.toFixed(2),
        pais: 'BR',
        nome: 'Distribuidora Exemplo',
        cidade: 'Sao Paulo',
        txid: q.numero.replace(/-/g, ''),
        crc: res.body.brcode.slice(-4),
        crcConfere: true,
      });
      const png = Buffer.from(res.body.qrCodePng.replace(/^data:image\/png;base64,/, ''), 'base64');
      expect(res.body.qrCodePng.startsWith('data:image/png;base64,')).toBe(true);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    });

    it('without installments, the total', async () => {
      const q = await enviada({ meioPagamento: 'pix' });
      const res = await t.http.get(`/api/minhas-cotacoes/${q.id}/pix`).set(w.clienteUser.auth).expect(200);
      expect(decodificar(res.body.brcode).valor).toBe((q.total as number).toFixed(2));
    });

    it('409 when the quotation is not paid by Pix; 404 for another customer', async () => {
      const q = await enviada({ meioPagamento: 'boleto' });
      const res = await t.http.get(`/api/minhas-cotacoes/${q.id}/pix`).set(w.clienteUser.auth).expect(409);
      expect(res.body.message).toBe(M.pixNaoEscolhido);
      const pix = await enviada({ meioPagamento: 'pix' });
      await t.http.get(`/api/minhas-cotacoes/${pix.id}/pix`).set(w.outroUser.auth).expect(404);
    });
  });

  it('404 with the reason when Pix is not configured', async () => {
    const t = await createTestApp();
    try {
      const w = await makeWorld(t);
      setNow(t.app, '2026-11-24T15:00:00Z');
      const q = await criar(t, w, body(w, { meioPagamento: 'pix' }));
      await t.http.post(`/api/Cotacoes/${q.id}/enviar`).set(w.staff.auth).send({}).expect(200);
      const res = await t.http.get(`/api/minhas-cotacoes/${q.id}/pix`).set(w.clienteUser.auth).expect(404);
      expect(res.body.message).toBe(M.pixDesligado);
    } finally {
      await t.close();
    }
  });
});
