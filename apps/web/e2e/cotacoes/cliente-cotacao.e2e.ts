import type { Cotacao } from '@portal/shared/dto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag, withDb } from '../backoffice/helpers';
import { signedInPage } from '../support/session';
import { useBrowser } from '../support/use-browser';
import { cotacaoPronta, criarCenario, entrarComo, scrollWidth, type Cenario } from './helpers';

const e2e = inject('e2e');
// The machine is shared: a page may take seconds to answer.
const POLL = { timeout: 15_000 };
const SESSAO_TERMINOU = 'Sua sessão terminou. Entre novamente para continuar.';

const pedidosDa = (id: number) =>
  withDb(e2e, async (db) => (await db.query('SELECT id FROM pedidos WHERE cotacao_id = $1', [id])).rows);

/** Aceitar, the agreement ticked, Confirmar aceite. */
async function aceitar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/Li e concordo/)
    .check();
  await page.getByRole('button', { name: 'Confirmar aceite' }).click();
}

// A tester's findings on the customer's quotation page: 200 % zoom, a session ended in another tab, a lost answer.
describe("the customer's quotation page", () => {
  const browser = useBrowser();
  let cenario: Cenario;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, runTag('cc'));
  });

  it('does not scroll sideways from 320 px up (WCAG 1.4.10: 640 px is a 1280 px screen at 200 % zoom)', async () => {
    const cotacao = await cotacaoPronta(e2e, cenario, { enviar: true, linhas: 3 });
    const path = `/cliente/minhas-cotacoes/${cotacao.id}`;
    const page = await signedInPage(browser(), e2e, cenario.usuario, path, { width: 320, height: 640 });
    const larguras: Record<number, [number, number]> = {};
    for (const width of [320, 640, 768, 1024]) {
      await page.setViewportSize({ width, height: 400 });
      await page.goto(path);
      await page.getByRole('button', { name: 'Aceitar' }).waitFor(POLL);
      larguras[width] = [await scrollWidth(page), await page.evaluate(() => window.innerWidth)];
    }
    // [document width, window width] per window width: none wider than its window.
    const transborda = Object.entries(larguras).filter(([, [scroll, inner]]) => scroll > inner);
    expect(transborda).toEqual([]);
  });

  it('an accept after a logout in another tab goes to /login saying the session ended, and back to the quotation after signing in', async () => {
    const cotacao = await cotacaoPronta(e2e, cenario, { enviar: true });
    const path = `/cliente/minhas-cotacoes/${cotacao.id}`;
    const tabA = await signedInPage(browser(), e2e, cenario.usuario, path);
    await tabA.getByRole('button', { name: 'Aceitar' }).waitFor(POLL);
    const tabB = await tabA.context().newPage();
    await tabB.goto('/logout');
    await tabB.waitForURL('**/login', POLL);

    await aceitar(tabA);
    await tabA.waitForURL('**/login', POLL);
    await tabA.getByText(SESSAO_TERMINOU).waitFor(POLL);
    expect(await pedidosDa(cotacao.id)).toEqual([]);

    await entrarComo(tabA, cenario.usuario);
    await tabA.waitForURL(`**${path}`, POLL);
    await tabA.getByRole('heading', { name: `Cotação ${cotacao.numero}` }).waitFor(POLL);
    // Nothing was accepted on the way: the customer decides again.
    await tabA.getByRole('button', { name: 'Aceitar' }).waitFor(POLL);
  });

  it('an accept whose answer was lost: once the reload shows it registered, no connection error stays beside it', async () => {
    const cotacao: Cotacao = await cotacaoPronta(e2e, cenario, { enviar: true });
    const page = await signedInPage(browser(), e2e, cenario.usuario, `/cliente/minhas-cotacoes/${cotacao.id}`);
    // The request reaches the server (the order is made), the answer never reaches the page.
    await page.route(`**/api/minhas-cotacoes/${cotacao.id}/aceitar`, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await aceitar(page);
    await page.getByText(/Você aceitou esta cotação/).waitFor(POLL);
    const pedidos = await pedidosDa(cotacao.id);
    expect(pedidos).toHaveLength(1);
    await expect.poll(() => page.getByText('Erro de conexão.').count(), POLL).toBe(0);
    await page.getByText(`O aceite foi registrado: seu pedido nº ${pedidos[0].id} foi criado.`).waitFor(POLL);
  });
});
