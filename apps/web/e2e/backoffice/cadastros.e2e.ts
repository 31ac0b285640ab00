import { GENERAL_MESSAGES, SUCCESS_MESSAGES } from '@portal/shared/messages';
import { cpfFrom } from '@portal/test-support';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { field, recordDialog, staffPage, tableRows, waitForSomeRows, waitForTotal } from './helpers';
import { screenshot } from '../support/browser';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

/** The layout's snackbar: its text once it shows, in the success style. */
async function snackbar(page: Page, text: string): Promise<void> {
  const notice = page.locator('.MuiSnackbar-root').getByRole('alert').filter({ hasText: text });
  await notice.waitFor();
  expect(await notice.innerText()).toBe(text);
  expect(await notice.getAttribute('class')).toContain('MuiAlert-colorSuccess');
}

/** Labels of the dialog's fields marked required (MUI's asterisk). */
async function requiredLabels(dialog: Locator): Promise<string[]> {
  return dialog
    .locator('label:has(.MuiFormLabel-asterisk)')
    .evaluateAll((labels) => labels.map((label) => label.firstChild?.textContent?.trim() ?? ''));
}

/** Finds the one row whose filter `campo` is `valor`, deletes it through its modal and waits for the snackbar. */
async function excluirPelaBusca(page: Page, campo: string, valor: string, mensagem: string): Promise<void> {
  await field(page.getByRole('search'), campo).fill(valor);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await waitForTotal(page, 1);
  await page.getByRole('button', { name: 'Visualizar' }).click();
  await recordDialog(page).getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('button', { name: 'Sim, excluir' }).click();
  await snackbar(page, mensagem);
}

describe('back-office modals: snackbar after save/delete, required marks, load failure (issue 19)', () => {
  const browser = useBrowser();

  it('customer: required marks, then a snackbar after create, edit and delete', async () => {
    const tag = `Sn${Date.now().toString(36).slice(-5)}`;
    const { page, alerts } = await staffPage(browser(), e2e, e2e.comercial, '/comercial/clientes-busca');
    await page.getByRole('button', { name: 'Adicionar Novo' }).click();
    const dialog = recordDialog(page);
    await field(dialog, 'CPF').waitFor();
    expect(await requiredLabels(dialog)).toEqual([
      'CPF',
      'Nome',
      'CEP',
      'Logradouro',
      'Número',
      'Bairro',
      'Cidade',
      'UF',
    ]);
    expect(await field(dialog, 'Complemento').getAttribute('required')).toBeNull();
    await dialog.getByLabel('Jurídica').check();
    expect(await requiredLabels(dialog)).toEqual([
      'CNPJ',
      'Razão Social',
      'Nome Fantasia',
      'Inscrição Estadual',
      'Email de Faturamento',
      'CEP',
      'Logradouro',
      'Número',
      'Bairro',
      'Cidade',
      'UF',
    ]);
    await dialog.getByLabel('Isento IE').check();
    expect(await requiredLabels(dialog)).not.toContain('Inscrição Estadual');
    await screenshot(page, 'acabamento-cliente-obrigatorios');
    await dialog.getByLabel('Física').check();

    await field(dialog, 'CPF').fill(cpfFrom(Date.now() % 900_000_000));
    await field(dialog, 'Nome').fill(`Beatriz ${tag} Campos`);
    await field(dialog, 'CEP').fill('01001000');
    await field(dialog, 'Logradouro').fill('Rua Um');
    await field(dialog, 'Número').fill('10');
    await field(dialog, 'Bairro').fill('Centro');
    await field(dialog, 'Cidade').fill('São Paulo');
    await field(dialog, 'UF').selectOption('SP');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
    await snackbar(page, SUCCESS_MESSAGES.customerCreated);
    await screenshot(page, 'acabamento-snackbar-cliente');

    await field(page.getByRole('search'), 'Nome/Razão Social').fill(tag);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 1);
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await dialog.getByRole('button', { name: 'Editar' }).click();
    await field(dialog, 'Número').fill('20');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
    await snackbar(page, SUCCESS_MESSAGES.customerUpdated);

    await page.getByRole('button', { name: 'Visualizar' }).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('button', { name: 'Sim, excluir' }).click();
    await snackbar(page, SUCCESS_MESSAGES.customerDeleted);
    await waitForTotal(page, 0);
    expect(alerts).toEqual([]);
  });

  it('product and internal user: required marks and the snackbar after create and delete', async () => {
    const sku = `sn${Date.now().toString(36).slice(-7)}`.toUpperCase();
    const { page } = await staffPage(browser(), e2e, e2e.admin, '/comercial/produtos-busca');
    await page.getByRole('button', { name: 'Adicionar Novo' }).click();
    const dialog = recordDialog(page);
    await field(dialog, 'SKU').waitFor();
    expect(await requiredLabels(dialog)).toEqual(['SKU', 'Tipo', 'Nome']);
    await field(dialog, 'SKU').fill(sku);
    await field(dialog, 'Tipo').selectOption('p');
    await field(dialog, 'Nome').fill(`Parafuso ${sku}`);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await snackbar(page, SUCCESS_MESSAGES.productCreated);
    await excluirPelaBusca(page, 'SKU', sku, SUCCESS_MESSAGES.productDeleted);

    const email = `snack.${Date.now().toString(36)}@e2e.test`;
    await page.goto('/admin/usuarios-internos-busca');
    await page.getByRole('button', { name: 'Adicionar Novo' }).click();
    await field(dialog, 'E-mail').waitFor();
    expect(await requiredLabels(dialog)).toEqual(['E-mail', 'Nome Completo', 'Perfil de Acesso']);
    await field(dialog, 'E-mail').fill(email);
    await field(dialog, 'Nome Completo').fill('Sara Snackbar');
    await field(dialog, 'Perfil de Acesso').selectOption({ label: 'COMERCIAL' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await snackbar(page, SUCCESS_MESSAGES.userCreated);
    await excluirPelaBusca(page, 'Email', email, SUCCESS_MESSAGES.userDeleted);
    await waitForTotal(page, 0);
  });

  it('a record that fails to load says so (not the Meus Dados text) and the modal closes', async () => {
    const { page } = await staffPage(browser(), e2e, e2e.comercial, '/comercial/clientes-busca');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForSomeRows(page);
    const [first] = await tableRows(page);
    await page.route(`**/api/Clientes/${first[0]}`, (route) =>
      route.fulfill({ status: 500, json: { message: 'Erro interno.' } }),
    );
    await page.getByRole('button', { name: 'Visualizar' }).first().click();
    const dialog = recordDialog(page);
    await dialog.getByText(GENERAL_MESSAGES.recordLoadFailed).waitFor();
    expect(await dialog.getByText('Falha ao buscar dados.').count()).toBe(0);
    await screenshot(page, 'acabamento-modal-falha');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
  });
});
