import type { Cotacao } from '@portal/shared/dto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag } from '../backoffice/helpers';
import { signedInPage } from '../support/session';
import { useBrowser } from '../support/use-browser';
import { api, cotacaoPronta, criarCenario, type Cenario } from './helpers';

const e2e = inject('e2e');
const POLL = { timeout: 15_000 };
const PHONE = { width: 375, height: 812 };

/**
 * Probe 4 F17: on a phone the editor is some 3350 px tall with 5 lines, and its actions were only at the
 * top. They stay reachable at the bottom of the screen wherever the page is scrolled, and cover no field
 * (a field focused near the bottom is scrolled above them). F14 in a real browser: a paste is not cut.
 */
describe('the editor on a phone (375x812): the actions within reach, covering no field', () => {
  const browser = useBrowser();
  let cenario: Cenario;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, runTag('at'));
  });

  it('"Salvar rascunho" is on screen at the top, midway and at the end; each field focused is uncovered', async () => {
    const draft = await cotacaoPronta(e2e, cenario, { linhas: 5 });
    const page = await signedInPage(browser(), e2e, e2e.comercial, `/comercial/cotacoes/${draft.id}`, PHONE);
    const lista = page.getByRole('list', { name: 'Itens' });
    await expect.poll(() => lista.getByRole('listitem').count(), POLL).toBe(5);
    const altura = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    // Some 3800 px: several screens, so the bottom of the form is far from the top (the probe's case).
    expect(altura).toBeGreaterThan(3 * PHONE.height);

    const salvar = page.getByRole('button', { name: 'Salvar rascunho' });
    const naTela = async () => {
      const box = (await salvar.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= PHONE.height;
    };
    for (const fracao of [0, 0.5, 1]) {
      await page.evaluate((f) => window.scrollTo(0, f * document.scrollingElement!.scrollHeight), fracao);
      await expect.poll(naTela, POLL).toBe(true);
    }

    // Every field of the form, focused as a person tabbing through it would: none ends up under the bar.
    const cobertos = await page.evaluate(async () => {
      const campos = [
        ...document.querySelectorAll<HTMLElement>('section input:not([type=hidden]), section textarea'),
      ].filter((el) => el.getClientRects().length > 0 && !el.closest('[aria-hidden=true]'));
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const barra = document.querySelector('[role=toolbar][aria-label="Ações da cotação"]')!;
      const ruins: string[] = [];
      window.scrollTo(0, 0);
      for (const campo of campos) {
        campo.focus();
        await frame();
        // The field and the bar share no pixel (the bar is on screen: sticky at the bottom).
        const r = campo.getBoundingClientRect();
        const b = barra.getBoundingClientRect();
        if (r.bottom > b.top && r.top < b.bottom)
          ruins.push(
            `${campo.getAttribute('aria-label') ?? campo.getAttribute('name')}: ${r.top}-${r.bottom} x ${b.top}`,
          );
      }
      return { total: campos.length, ruins };
    });
    expect(cobertos.total).toBeGreaterThan(30);
    expect(cobertos.ruins).toEqual([]);

    // F14: 2100 characters pasted into the notes stay 2100, and the field says the limit.
    const notas = page.getByLabel('Observações');
    await notas.focus();
    await page.keyboard.insertText('x'.repeat(2100));
    expect((await notas.inputValue()).length).toBe(2100);
    await page.getByText('Observações deve ter no máximo 2000 caracteres.').waitFor(POLL);
    await notas.fill('Ligar antes');

    await page.getByLabel('Quantidade, linha 5', { exact: true }).fill('9');
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await salvar.click();
    await page.getByText('Rascunho salvo.').waitFor(POLL);
    const saved = (await api<Cotacao>(e2e, e2e.comercial, 'GET', `/api/Cotacoes/${draft.id}`)).body;
    expect(saved.observacoes).toBe('Ligar antes');
    expect(saved.itens[4].quantidade).toBe(9);
  });
});
