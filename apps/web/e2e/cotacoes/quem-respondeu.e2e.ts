import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag, withDb } from '../backoffice/helpers';
import type { SeededUser } from '../support/context';
import { signedInPage } from '../support/session';
import { useBrowser } from '../support/use-browser';
import { api, cotacaoPronta, criarCenario, inserirLogin } from './helpers';

const e2e = inject('e2e');

// Probe F3: every contact read "Você aceitou esta cotação" whoever had accepted. Probe F6: a cancelled
// order still showed "Pague com Pix" and no cancellation on the customer's quotation page.
describe("the customer's quotation page after an answer and a cancelled order", () => {
  const browser = useBrowser();
  let cotacaoId: number;
  let pedidoId: number;
  let joao: SeededUser;
  let paula: SeededUser;
  beforeAll(async () => {
    const cenario = await criarCenario(e2e, runTag('qr'));
    joao = { ...cenario.usuario, name: `João Padeiro ${cenario.tag}` };
    paula = { email: `paula.${cenario.tag}@e2e.test`, password: 'Paula2026xx', name: `Paula Compras ${cenario.tag}` };
    await withDb(e2e, async (db) => {
      await db.query('UPDATE users SET name = $1 WHERE email = $2', [joao.name, joao.email]);
      await inserirLogin(db, paula, 'CLIENTE', cenario.cliente.id);
    });
    cotacaoId = (await cotacaoPronta(e2e, cenario, { enviar: true })).id;
    const aceite = await api<{ pedidoId: number }>(e2e, joao, 'POST', `/api/minhas-cotacoes/${cotacaoId}/aceitar`, {});
    if (aceite.status !== 200) throw new Error(`aceite: ${aceite.status}`);
    pedidoId = aceite.body.pedidoId;
  });

  it('João reads "Você aceitou", Paula reads João\'s name; after the cancel both read that nothing is owed', async () => {
    // The order's state comes from a request of its own: after the cancel, wait for its alert too.
    const aviso = async (leitor: SeededUser, alertas = 1) => {
      const page = await signedInPage(browser(), e2e, leitor, `/cliente/minhas-cotacoes/${cotacaoId}`);
      const alerts = page.getByRole('alert');
      await expect.poll(() => alerts.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(alertas);
      const textos = await alerts.allInnerTexts();
      const pix = await page.getByRole('heading', { name: 'Pague com Pix' }).count();
      await page.context().close();
      return { textos, pix };
    };
    expect((await aviso(joao)).textos[0]).toMatch(
      new RegExp(`^Você aceitou esta cotação em .*; pedido nº ${pedidoId}\\.$`),
    );
    expect((await aviso(paula)).textos[0]).toMatch(new RegExp(`^${joao.name} aceitou esta cotação em `));

    const cancelado = await api(e2e, e2e.comercial, 'POST', `/api/Pedidos/${pedidoId}/cancelar`, {});
    expect(cancelado.status).toBe(200);
    const depois = await aviso(paula, 2);
    expect(depois.textos[1]).toContain(`O pedido nº ${pedidoId} foi cancelado: não há pagamento a fazer.`);
    expect(depois.pix).toBe(0);
  });
});
