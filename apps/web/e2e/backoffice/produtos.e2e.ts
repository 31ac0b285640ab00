import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/browser';
import { field, recordDialog, staffPage, tableRows, waitForTotal, withDb } from './helpers';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

/** Searches the logs screen and returns the rows' [timestamp, message, data]. */
async function searchLogs(page: Page, text: string, json: string): Promise<string[][]> {
  const search = page.getByRole('search');
  await field(search, 'Message').fill(text);
  await field(search, 'JSON Log').fill(json);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('status').waitFor();
  await page.locator('table[aria-busy="false"]').waitFor();
  return tableRows(page);
}

describe('products: create, find, view, edit and delete; their logs (real server, Chromium)', () => {
  const browser = useBrowser();

  it('goes through the whole product cycle with the contract messages, then finds the logs', async () => {
    const sku = `e2e${Date.now().toString(36).slice(-7)}`; // 10 characters, the maximum
    const SKU = sku.toUpperCase();
    const { page } = await staffPage(browser(), e2e, e2e.comercial, '/comercial/produtos-busca');
    const search = page.getByRole('search');
    expect(await page.getByLabel('Status').inputValue()).toBe('todos');
    await field(search, 'Nome').fill('ab');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Digite ao menos 3 caracteres para nome.').waitFor();
    await field(search, 'Nome').fill('');
    await field(search, 'SKU').fill(SKU);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 0);
    await screenshot(page, 'produtos-busca');

    await page.getByRole('button', { name: 'Adicionar Novo' }).click();
    const dialog = recordDialog(page);
    await dialog.getByRole('tab', { name: 'Dados Gerais' }).waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    for (const text of [
      'SKU é obrigatório (máx 10 chars).',
      'Tipo deve ser p (Produto) ou s (Serviço).',
      'Nome é obrigatório.',
    ]) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'produtos-modal-validacao');
    await field(dialog, 'SKU').pressSequentially(`${sku}xyz`);
    expect(await field(dialog, 'SKU').inputValue()).toBe(SKU);
    await field(dialog, 'Tipo').selectOption('s');
    await field(dialog, 'Nome').fill(`Consultoria ${sku}`);
    await field(dialog, 'Descrição').fill('Horas de consultoria técnica.');
    expect(await field(dialog, 'Descrição').getAttribute('maxlength')).toBe('1000');
    await screenshot(page, 'produtos-modal-criar');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
    await waitForTotal(page, 1);
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const [row] = await tableRows(page);
    expect(row.slice(1)).toEqual([SKU, `Consultoria ${sku}`, 'Serviço', 'Ativo', today]);

    await page.getByRole('button', { name: 'Visualizar' }).click();
    await field(dialog, 'Nome').waitFor();
    expect(await field(dialog, 'Tipo').isDisabled()).toBe(true);
    await screenshot(page, 'produtos-modal-visualizar');
    await dialog.getByRole('button', { name: 'Editar' }).click();
    expect(await field(dialog, 'SKU').getAttribute('readonly')).not.toBeNull();
    await field(dialog, 'Nome').fill(`Consultoria Sênior ${sku}`);
    await dialog.getByLabel('Ativo').uncheck();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Inativo' }).waitFor();
    expect((await tableRows(page))[0].slice(2, 5)).toEqual([`Consultoria Sênior ${sku}`, 'Serviço', 'Inativo']);
    const stored = await withDb(e2e, (db) => db.query('SELECT status, descricao FROM produtos WHERE sku = $1', [SKU]));
    expect(stored.rows).toEqual([{ status: false, descricao: 'Horas de consultoria técnica.' }]);

    await page.getByRole('button', { name: 'Visualizar' }).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir este Produto/Serviço?' });
    await screenshot(page, 'produtos-confirmar-exclusao');
    await confirm.getByRole('button', { name: 'Sim, excluir' }).click();
    await waitForTotal(page, 0);

    // The logs screen (ADMIN) finds the three changes by JSON text, and narrows by message text.
    const admin = await staffPage(browser(), e2e, e2e.admin, '/admin/logs-busca');
    const logs = admin.page;
    expect(await logs.getByText('userId, idObject, email, ip, action').count()).toBe(1);
    const byJson = await searchLogs(logs, '', SKU);
    expect(byJson.map((r) => r[1].split(':')[0]).sort()).toEqual([
      'Produto atualizado',
      'Produto criado',
      'Produto excluído',
    ]);
    expect(byJson[0][0]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
    expect(byJson.every((r) => r[2].startsWith('PRODUTO_'))).toBe(true);
    await screenshot(logs, 'logs-busca-produto');
    const byText = await searchLogs(logs, 'Produto excluído', SKU);
    expect(byText).toHaveLength(1);
    expect(byText[0][2]).toContain(e2e.comercial.email);
    expect(await logs.getByRole('columnheader', { name: 'Timestamp' }).getByRole('button').count()).toBe(0);
  });
});
