import { insertCliente } from '@portal/test-support';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/browser';
import { useBrowser } from '../support/use-browser';
import { field, recordDialog, runTag, staffPage, waitForTotal, withDb } from './helpers';

const e2e = inject('e2e');
const STALE =
  'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.';

/** Finds one record with a search filter and opens its modal in edit mode. */
async function editRecord(page: Page, filter: string, value: string) {
  await field(page.getByRole('search'), filter).fill(value);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await waitForTotal(page, 1);
  await page.getByRole('button', { name: 'Visualizar' }).click();
  const dialog = recordDialog(page);
  await dialog.getByRole('button', { name: 'Editar' }).click();
  return dialog;
}

/**
 * Recarregar after the 409: the current version is loaded and the form stays in edit mode (the person
 * types the change again on top of it, no Editar to click); the message is gone.
 */
async function reloadKeepsEditing(page: Page, fresh: { label: string; value: string }) {
  await recordDialog(page).getByRole('button', { name: 'Recarregar' }).click();
  const dialog = recordDialog(page);
  await dialog.getByRole('button', { name: 'Salvar' }).waitFor();
  expect(await field(dialog, fresh.label).inputValue()).toBe(fresh.value);
  expect(await field(dialog, fresh.label).getAttribute('readonly')).toBeNull();
  expect(await dialog.getByRole('button', { name: 'Editar' }).count()).toBe(0);
  expect(await dialog.getByText(STALE).count()).toBe(0);
  return dialog;
}

// Trust finding F2 in the browser: two people open the same record; the second save, made from what
// that page loaded before the first save, is refused, says why, and keeps what was typed.
describe('two people editing one record (real server, Chromium)', () => {
  const browser = useBrowser();

  it('product: the second save shows the message and keeps the typed text; Recarregar reopens it in edit mode', async () => {
    const sku = runTag('VER').toUpperCase();
    await withDb(e2e, (db) =>
      db.query(`INSERT INTO produtos (sku, tipo, nome, descricao) VALUES ($1, 'p', 'Cabo de rede', 'Cat6')`, [sku]),
    );
    const a = await staffPage(browser(), e2e, e2e.comercial, '/comercial/produtos-busca');
    const b = await staffPage(browser(), e2e, e2e.admin, '/comercial/produtos-busca');
    const dialogA = await editRecord(a.page, 'SKU', sku);
    const dialogB = await editRecord(b.page, 'SKU', sku);

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

    const fresh = await reloadKeepsEditing(b.page, { label: 'Nome', value: 'Cabo de rede blindado' });
    await field(fresh, 'Descrição').fill('Cat6a, 305 m');
    await fresh.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(b.page).waitFor({ state: 'detached' });
    expect(b.alerts).toEqual([]);
    const saved = await withDb(e2e, (db) =>
      db.query('SELECT nome, descricao, versao FROM produtos WHERE sku = $1', [sku]),
    );
    expect(saved.rows).toEqual([{ nome: 'Cabo de rede blindado', descricao: 'Cat6a, 305 m', versao: 2 }]);
  });

  it('customer: Recarregar after the 409 loads the current version in edit mode, and the save goes through', async () => {
    const nome = `Cliente ${runTag('Ver')} Lima`;
    const { id } = await withDb(e2e, (db) => insertCliente(db, { nome, email_faturamento: 'ver@exemplo.com' }));
    const a = await staffPage(browser(), e2e, e2e.comercial, '/comercial/clientes-busca');
    const b = await staffPage(browser(), e2e, e2e.admin, '/comercial/clientes-busca');
    const dialogA = await editRecord(a.page, 'Nome/Razão Social', nome);
    const dialogB = await editRecord(b.page, 'Nome/Razão Social', nome);

    await field(dialogA, 'Número').fill('2000');
    await dialogA.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(a.page).waitFor({ state: 'detached' });

    await field(dialogB, 'Complemento').fill('sala 9');
    await dialogB.getByRole('button', { name: 'Salvar' }).click();
    await dialogB.getByText(STALE).waitFor();
    expect(await field(dialogB, 'Complemento').inputValue()).toBe('SALA 9');

    const fresh = await reloadKeepsEditing(b.page, { label: 'Número', value: '2000' });
    await field(fresh, 'Complemento').fill('sala 9');
    await fresh.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(b.page).waitFor({ state: 'detached' });
    expect(b.alerts).toEqual([]);
    const saved = await withDb(e2e, (db) =>
      db.query('SELECT numero, complemento, versao FROM clientes WHERE id = $1', [id]),
    );
    expect(saved.rows).toEqual([{ numero: '2000', complemento: 'SALA 9', versao: 2 }]);
  });
});
