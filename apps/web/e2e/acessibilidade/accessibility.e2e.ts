import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, openPage } from '../support/browser';
import { signedInPage, withDb } from '../support/helpers';
import { useBrowser } from '../support/use-browser';
import type { FeatureRoute } from '../../src/components/layout/feature-route';

// The search screens each feature declares in its own *.route.ts (with a menu entry): ADMIN sees them
// all; each is scanned with its new-record modal, so a new screen is checked without an edit here.
const DECLARED = import.meta.glob<{ ROUTE: FeatureRoute }>('../../src/features/*/*.route.ts', { eager: true });
const MENU_SCREENS = Object.values(DECLARED)
  .map(({ ROUTE }) => ROUTE)
  .filter((route) => route.menu);

const e2e = inject('e2e');

/** axe on the page as it is now; the label says which screen or modal failed. */
async function scan(page: Page, label: string): Promise<string[]> {
  return (await accessibilityViolations(page)).map((violation) => `${label}: ${violation}`);
}

/** Is the focused element inside `scope`? */
const focusInside = (scope: Locator) => scope.evaluate((element) => element.contains(document.activeElement));

/**
 * Opens a modal with `trigger`, scans it, checks that Tab keeps focus inside it (trap) and that
 * Escape closes it and gives focus back to the trigger.
 */
async function checkModal(page: Page, trigger: Locator, label: string, found: string[]): Promise<void> {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  found.push(...(await scan(page, label)));
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  expect(await focusInside(dialog), `${label}: o foco saiu do modal`).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await trigger.evaluate((element) => element === document.activeElement), `${label}: foco não voltou`).toBe(
    true,
  );
}

async function searchAndScan(page: Page, label: string, found: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('status').filter({ hasText: 'Total:' }).waitFor();
  await page.locator('table[aria-busy="false"]').first().waitFor();
  found.push(...(await scan(page, label)));
}

describe('accessibility: axe-core on every screen and modal, focus in modals, keyboard tables', () => {
  const browser = useBrowser();

  it('public screens', async () => {
    const page = await openPage(browser(), e2e);
    const found: string[] = [];
    const screens: [string, string][] = [
      ['/login', 'Acessar sua conta'],
      ['/forgot-password', 'Esqueci minha senha'],
      ['/fale-conosco', 'Fale conosco'],
      ['/cadastro-cliente', 'Cadastro de Cliente'],
      ['/reset-password?userId=1&token=x', ''],
      ['/confirm-email?status=success', ''],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      if (heading) await page.getByRole('heading', { name: heading }).waitFor();
      else await page.getByRole('alert').or(page.getByRole('status')).first().waitFor();
      found.push(...(await scan(page, path)));
    }
    expect(found).toEqual([]);
  });

  it('ADMIN screens, their modals and the layout menus', async () => {
    const page = await signedInPage(browser(), e2e, e2e.admin, '/dashboard');
    await page.getByRole('region', { name: 'Clientes ativos' }).waitFor();
    const found = await scan(page, '/dashboard');

    await page.goto('/admin/usuarios-internos-busca');
    await searchAndScan(page, 'usuarios-internos', found);
    await checkModal(page, page.getByRole('button', { name: 'Adicionar Novo' }), 'usuário interno (novo)', found);
    await checkModal(page, page.getByRole('button', { name: 'Visualizar' }).first(), 'usuário interno', found);

    await page.goto('/admin/logs-busca');
    await searchAndScan(page, 'logs', found);

    for (const { path, menu } of MENU_SCREENS) {
      await page.goto(path);
      await searchAndScan(page, menu!.label, found);
      await checkModal(page, page.getByRole('button', { name: 'Adicionar Novo' }), `${menu!.label} (novo)`, found);
    }

    await page.goto('/comercial/pedidos-busca');
    await searchAndScan(page, 'pedidos', found);

    await page.goto('/comercial/planos-busca');
    await searchAndScan(page, 'planos (placeholder)', found);

    const menu = page.getByRole('button', { name: 'Administrador do Portal' });
    await menu.click();
    await page.getByRole('menu').waitFor();
    found.push(...(await scan(page, 'menu do usuário')));
    await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await scan(page, 'modal editar perfil')));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Notificações e idioma' }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await scan(page, 'modal notificações')));
    expect(found).toEqual([]);
  }, 120_000); // Every ADMIN screen and modal in turn: ~35 s alone, more while other files run.

  it('customer search: keyboard sort and row actions, the customer modal, its tabs and the delete confirmation', async () => {
    await withDb(e2e, (db) =>
      db.query(
        `INSERT INTO clientes (tipo_pessoa, nome, razao_social, cnpj, email_faturamento, ie, cep, logradouro, numero,
                               bairro, cidade, uf)
         VALUES ('pj', 'Acessível Comércio', 'ACESSIVEL COMERCIO LTDA', '11444777000161', 'fin@acessivel.test',
                 '123456789', '01310100', 'AVENIDA PAULISTA', '1000', 'BELA VISTA', 'SÃO PAULO', 'SP')
         ON CONFLICT DO NOTHING`,
      ),
    );
    const page = await signedInPage(browser(), e2e, e2e.comercial, '/comercial/clientes-busca');
    const found: string[] = [];
    await page.getByRole('search').getByLabel('Nome/Razão Social', { exact: true }).fill('Acessível');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Total: 1' }).waitFor();
    found.push(...(await scan(page, 'clientes')));

    // Sorting from the keyboard: a header is a button that Enter toggles.
    const header = page.getByRole('button', { name: /^Cidade/ });
    await header.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/sortField=cidade/);

    await checkModal(page, page.getByRole('button', { name: 'Adicionar Novo' }), 'cliente (novo)', found);
    await checkModal(page, page.getByRole('button', { name: 'Visualizar' }).first(), 'cliente', found);

    await page.getByRole('button', { name: 'Visualizar' }).first().click();
    const dialog = page.getByRole('dialog');
    for (const tab of ['Pedidos', 'Acesso ao portal']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await dialog.getByRole('tab', { name: tab, selected: true }).waitFor();
      found.push(...(await scan(page, `cliente, aba ${tab}`)));
    }
    await dialog.getByRole('tab', { name: 'Dados Gerais' }).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Tem certeza que deseja excluir este Cliente?').waitFor();
    found.push(...(await scan(page, 'confirmação de exclusão')));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    expect(found).toEqual([]);
  });

  it('CLIENTE screens', async () => {
    const page = await signedInPage(browser(), e2e, e2e.cliente, '/cliente/minhas-cotacoes');
    await page.getByRole('heading').first().waitFor();
    const found = await scan(page, '/cliente/minhas-cotacoes');
    await page.goto('/cliente/meus-pedidos');
    await page
      .getByRole('status')
      .filter({ hasText: /pedido/ })
      .waitFor();
    found.push(...(await scan(page, '/cliente/meus-pedidos')));
    await page.goto('/meus-dados');
    await page.getByRole('button', { name: 'Trocar Senha' }).waitFor();
    found.push(...(await scan(page, '/meus-dados')));
    expect(found).toEqual([]);
  });
});
