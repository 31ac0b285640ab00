import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/browser';
import { useBrowser } from '../support/use-browser';
import { field, recordDialog, runTag, staffPage, waitForTotal, withDb } from './helpers';

const e2e = inject('e2e');
const STALE =
  'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.';

/** Finds the product by SKU and opens its modal in edit mode. */
async function editProduct(page: Page, sku: string) {
  await field(page.getByRole('search'), 'SKU').fill(sku);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await waitForTotal(page, 1);
  await page.getByRole('button', { name: 'Visualizar' }).click();
  const dialog = recordDialog(page);
  await dialog.getByRole('button', { name: 'Editar' }).click();
  return dialog;
}

// Trust finding F2 in the browser: two people open the same product; the second save, made from what
// that page loaded before the first save, is refused, says why, and keeps what was typed.
describe('two people editing one product (real server, Chromium)', () => {
  const browser = useBrowser();

  it('the second save shows the message, keeps the typed text, and Recarregar shows the other change', async () => {
    const sku = runTag('VER').toUpperCase();
    await withDb(e2e, (db) =>
      db.query(`INSERT INTO produtos (sku, tipo, nome, descricao) VALUES ($1, 'p', 'Cabo de rede', 'Cat6')`, [sku]),
    );
    const a = await staffPage(browser(), e2e, e2e.comercial, '/comercial/produtos-busca');
    const b = await staffPage(browser(), e2e, e2e.admin, '/comercial/produtos-busca');
    const dialogA = await editProduct(a.page, sku);
    const dialogB = await editProduct(b.page, sku);

    await field(dialogA, 'Nome').fill('Cabo de rede blindado');
    await dialogA.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(a.page).waitFor({ state: 'detached' });

    await field(dialogB, 'Descrição').fill('Cat6a, 305 m');
    await dialogB.getByRole('button', { name: 'Salvar' }).click();
    await dialogB.getByText(STALE).waitFor();
    await screenshot(b.page, 'produtos-edicao-concorrente');
    expect(b.alerts).toEqual([]);
    expect(await field(dialogB, 'Descrição').inputValue()).toBe('Cat6a, 305 m');
    const stored = await withDb(e2e, (db) => db.query('SELECT nome, descricao FROM produtos WHERE sku = $1', [sku]));
    expect(stored.rows).toEqual([{ nome: 'Cabo de rede blindado', descricao: 'Cat6' }]);

    await dialogB.getByRole('button', { name: 'Recarregar' }).click();
    await recordDialog(b.page).getByRole('button', { name: 'Editar' }).click();
    expect(await field(recordDialog(b.page), 'Nome').inputValue()).toBe('Cabo de rede blindado');
    await field(recordDialog(b.page), 'Descrição').fill('Cat6a, 305 m');
    await recordDialog(b.page).getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(b.page).waitFor({ state: 'detached' });
    const saved = await withDb(e2e, (db) =>
      db.query('SELECT nome, descricao, versao FROM produtos WHERE sku = $1', [sku]),
    );
    expect(saved.rows).toEqual([{ nome: 'Cabo de rede blindado', descricao: 'Cat6a, 305 m', versao: 2 }]);
  });
});
