import { formatarReais as money } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag } from '../backoffice/helpers';
import { screenshot } from '../support/browser';
import { signedInPage } from '../support/session';
import { useBrowser } from '../support/use-browser';
import { api, cotacaoPronta, criarCenario, scrollWidth, type Cenario } from './helpers';

const e2e = inject('e2e');
// The machine is shared: a page may take seconds to answer.
const POLL = { timeout: 15_000 };
const PHONE = { width: 375, height: 740 };
const CAMPOS = ['Quantidade', 'Unidade', 'Preço unitário', 'Desconto', 'IPI', 'ICMS-ST'];

describe("the editor on a phone (375 px): the lines stack as cards, as on the customer's pages", () => {
  const browser = useBrowser();
  let cenario: Cenario;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, runTag('tf'));
  });

  it('no sideways scroll; every field of a line visible, captioned and editable; the typing is saved', async () => {
    const draft = await cotacaoPronta(e2e, cenario, { linhas: 3 });
    const page = await signedInPage(browser(), e2e, e2e.comercial, `/comercial/cotacoes/${draft.id}`, PHONE);
    const lista = page.getByRole('list', { name: 'Itens' });
    await expect.poll(() => lista.getByRole('listitem').count(), POLL).toBe(3);
    expect(await page.getByRole('table', { name: 'Itens' }).count()).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    const card = lista.getByRole('listitem').nth(1);
    await card.scrollIntoViewIfNeeded();
    // Off-screen cards skip rendering (content-visibility) until scrolled to: their text shows a frame later.
    await expect.poll(() => card.innerText(), POLL).toContain(cenario.produtos[1].sku);
    const texto = await card.innerText();
    for (const campo of CAMPOS) {
      // Each field has its caption on the card (the column headers of the wide table are not there).
      expect(texto).toContain(campo);
      const field = card.getByLabel(`${campo}, linha 2`, { exact: true });
      expect(await field.isVisible()).toBe(true);
      expect(await field.isEditable()).toBe(true);
      const box = (await field.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }

    await card.getByLabel('Quantidade, linha 2', { exact: true }).fill('4');
    await card.getByLabel('Preço unitário, linha 2', { exact: true }).fill('12,5');
    const total = async () => (await card.getByLabel('Total da linha 2').innerText()).replace(/\s/g, ' ');
    await expect.poll(total, POLL).toBe(money(50));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'cotacao-editor-phone');

    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await page.getByText('Rascunho salvo.').waitFor();
    const saved = (await api<Cotacao>(e2e, e2e.comercial, 'GET', `/api/Cotacoes/${draft.id}`)).body;
    expect(saved.itens[1]).toMatchObject({ quantidade: 4, precoUnitario: 12.5, total: 50 });
  });
});
