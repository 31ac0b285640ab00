import type { Cotacao } from '@portal/shared/dto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag } from '../backoffice/helpers';
import { accessibilityViolations, screenshot } from '../support/browser';
import { signedInPage } from '../support/session';
import { useBrowser } from '../support/use-browser';
import { api, cotacaoPronta, criarCenario, type Cenario } from './helpers';

const e2e = inject('e2e');
const POLL = { timeout: 15_000 };
const LARGURAS = [320, 375, 414];
const ALTURA = 740;
const RASCUNHO = ['Salvar rascunho', 'Enviar', 'Baixar PDF', 'Duplicar', 'Excluir'];
const ENVIADA = ['Baixar PDF', 'Revisar', 'Duplicar', 'Cancelar cotação'];

/** Is the element's whole box on screen (no sideways scroll needed to see it)? */
async function naTela(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return box.x >= 0 && box.x + box.width <= width && box.y >= 0 && box.y + box.height <= height;
}

/**
 * Each action: a button of the bar wholly on screen, or an item of the bar's "Mais ações" menu wholly on
 * screen once the menu is open. Returns the ones reached neither way (expected: none).
 */
async function inalcancaveis(page: Page, acoes: string[]): Promise<string[]> {
  const barra = page.getByRole('toolbar', { name: 'Ações da cotação' });
  const faltam: string[] = [];
  for (const acao of acoes) {
    if (await naTela(page, barra.getByRole('button', { name: acao, exact: true }))) continue;
    const mais = barra.getByRole('button', { name: 'Mais ações' });
    if ((await mais.count()) === 1 && (await naTela(page, mais))) {
      await mais.click();
      const item = page.getByRole('menu', { name: 'Mais ações' }).getByRole('menuitem', { name: acao, exact: true });
      const alcancou = (await item.count()) === 1 && (await naTela(page, item));
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      if (alcancou) continue;
    }
    faltam.push(acao);
  }
  // The bar itself does not scroll sideways (no hidden part to swipe to).
  const rola = await barra.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  if (rola) faltam.push('(a barra rola para o lado)');
  // One row: the page leaves room for one above the fields (editor-acoes-telefone.e2e.ts).
  const topos = await barra.evaluate((el) => new Set([...el.children].map((c) => c.getBoundingClientRect().top)).size);
  if (topos > 1) faltam.push(`(a barra tem ${topos} linhas)`);
  return faltam;
}

/**
 * Probe 6 F6: on a phone the bar's row scrolled sideways with Duplicar, Excluir and Cancelar cotação out of
 * the screen and no cue. Every action is on screen or in the "Mais ações" menu, from 320 to 414 px; the menu
 * is keyboard-operable, passes axe, and its items ask the same confirmations. A wide screen is unchanged.
 */
describe('the editor\'s actions on a phone: every one on screen or in "Mais ações"', () => {
  const browser = useBrowser();
  let cenario: Cenario;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, runTag('am'));
  });

  it('a draft at 320, 375 and 414 px: reachable, keyboard, axe, the delete confirmation; 1280 px unchanged', async () => {
    const draft = await cotacaoPronta(e2e, cenario, { linhas: 2 });
    const page = await signedInPage(browser(), e2e, e2e.comercial, `/comercial/cotacoes/${draft.id}`, {
      width: LARGURAS[0],
      height: ALTURA,
    });
    const barra = page.getByRole('toolbar', { name: 'Ações da cotação' });
    await barra.getByRole('button', { name: 'Salvar rascunho' }).waitFor(POLL);
    for (const width of LARGURAS) {
      await page.setViewportSize({ width, height: ALTURA });
      expect(await inalcancaveis(page, RASCUNHO), `${width} px`).toEqual([]);
      await screenshot(page, `cotacao-editor-acoes-${width}`);
    }

    // Keyboard: Enter opens the menu on its first item, arrows move, Escape closes it back on the button.
    const mais = barra.getByRole('button', { name: 'Mais ações' });
    await mais.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Mais ações' });
    await menu.waitFor();
    // The page behind an open menu is aria-hidden: the button found by its attribute, not its role.
    expect(await page.locator('button[aria-label="Mais ações"]').getAttribute('aria-expanded')).toBe('true');
    const focado = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focado, POLL).toBe('Baixar PDF');
    await page.keyboard.press('ArrowDown');
    expect(await focado()).toBe('Duplicar');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await mais.evaluate((el) => el === document.activeElement)).toBe(true);

    // The same confirmation as the button had; declining keeps the draft.
    await mais.click();
    await menu.getByRole('menuitem', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir esta cotação?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => mais.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    expect((await api<Cotacao>(e2e, e2e.comercial, 'GET', `/api/Cotacoes/${draft.id}`)).status).toBe(200);

    // A wide screen: every action a button of the bar, as before, no menu.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => barra.getByRole('button', { name: 'Mais ações' }).count(), POLL).toBe(0);
    // The bar is at the top of the page there.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const acao of RASCUNHO) {
      expect(await naTela(page, barra.getByRole('button', { name: acao, exact: true })), acao).toBe(true);
    }
  });

  it('a sent quotation at 320, 375 and 414 px: reachable; "Cancelar cotação" from the menu asks, then cancels', async () => {
    const enviada = await cotacaoPronta(e2e, cenario, { enviar: true });
    const page = await signedInPage(browser(), e2e, e2e.comercial, `/comercial/cotacoes/${enviada.id}`, {
      width: LARGURAS[0],
      height: ALTURA,
    });
    const barra = page.getByRole('toolbar', { name: 'Ações da cotação' });
    await page.getByRole('heading', { name: /^Cotação / }).waitFor(POLL);
    await expect.poll(() => barra.getByRole('button').count(), POLL).toBeGreaterThan(0);
    for (const width of LARGURAS) {
      await page.setViewportSize({ width, height: ALTURA });
      expect(await inalcancaveis(page, ENVIADA), `${width} px`).toEqual([]);
    }

    await page.setViewportSize({ width: 375, height: ALTURA });
    await barra.getByRole('button', { name: 'Mais ações' }).click();
    await page.getByRole('menuitem', { name: 'Cancelar cotação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar esta cotação?' });
    await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
    await page.getByText('Cotação cancelada.').waitFor(POLL);
    const depois = (await api<Cotacao>(e2e, e2e.comercial, 'GET', `/api/Cotacoes/${enviada.id}`)).body;
    expect(depois.status).toBe('cancelada');
  });
  it('a cancelled quotation at 320 px: only "Mais ações" with its name; Duplicar by keyboard asks, Escape gives the focus back', async () => {
    const enviada = await cotacaoPronta(e2e, cenario, { enviar: true });
    expect((await api(e2e, e2e.comercial, 'POST', `/api/Cotacoes/${enviada.id}/cancelar`)).status).toBe(200);
    const page = await signedInPage(browser(), e2e, e2e.comercial, `/comercial/cotacoes/${enviada.id}`, {
      width: 320,
      height: ALTURA,
    });
    const barra = page.getByRole('toolbar', { name: 'Ações da cotação' });
    const mais = barra.getByRole('button', { name: 'Mais ações' });
    await mais.waitFor(POLL);
    // No primary action left: the menu button says its name on screen, not only '⋮'.
    expect((await mais.textContent())?.trim()).toBe('Mais ações ⋮');
    expect(await inalcancaveis(page, ['Baixar PDF', 'Duplicar'])).toEqual([]);
    expect(await barra.getByRole('button', { name: /Salvar|Enviar|Cancelar cotação|Excluir|Revisar/ }).count()).toBe(0);

    await mais.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Mais ações' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Baixar PDF', 'Duplicar']);
    const focado = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focado, POLL).toBe('Baixar PDF');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Duplicar cotação' });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => mais.evaluate((el) => el === document.activeElement), POLL).toBe(true);
  });
});
