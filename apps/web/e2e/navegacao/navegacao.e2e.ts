import { PRODUCT_NAME } from '@portal/shared/constants';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { field, staffPage, waitForTotal } from '../backoffice/helpers';
import { signedInPage } from '../support/helpers';
import { accessibilityViolations, openPage, screenshot } from '../support/browser';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

const waitForTitle = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, `${PRODUCT_NAME} - ${title}`);

describe('error pages, titles, failed searches, robots.txt and descriptions (issue 19)', () => {
  const browser = useBrowser();

  it('an unknown address shows the Portuguese 404 page with a way back (login, or the home of who is signed in)', async () => {
    const page = await openPage(browser(), e2e);
    await page.goto('/nao-existe/de-jeito-nenhum');
    await page.getByRole('heading', { name: GENERAL_MESSAGES.notFoundTitle }).waitFor();
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    await waitForTitle(page, GENERAL_MESSAGES.notFoundTitle);
    await screenshot(page, 'acabamento-404');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: GENERAL_MESSAGES.backToLogin }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    const staff = await signedInPage(browser(), e2e, e2e.comercial, '/comercial/nada-aqui');
    await staff.getByRole('heading', { name: GENERAL_MESSAGES.notFoundTitle }).waitFor();
    await staff.getByRole('link', { name: GENERAL_MESSAGES.backHome }).click();
    await staff.waitForURL((url) => url.pathname === '/dashboard');

    const cliente = await signedInPage(browser(), e2e, e2e.cliente, '/cliente/nada-aqui');
    await cliente.getByRole('link', { name: GENERAL_MESSAGES.backHome }).click();
    await cliente.waitForURL((url) => url.pathname === '/cliente/minhas-cotacoes');
  });

  it('an unexpected error (a screen that fails to load) shows the Portuguese error page', async () => {
    const page = await signedInPage(browser(), e2e, e2e.comercial, '/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // A deploy replaced the files under an open tab: the next screen's code cannot be loaded.
    await page.route('**/assets/produtos-search-page-*.js', (route) => route.abort());
    await page.getByRole('button', { name: 'Comercial', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Produtos e Serviços' }).click();
    await page.getByRole('heading', { name: GENERAL_MESSAGES.errorTitle }).waitFor();
    await page.getByText(GENERAL_MESSAGES.errorDetail).waitFor();
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    await screenshot(page, 'acabamento-erro-inesperado');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.unroute('**/assets/produtos-search-page-*.js');
    await page.getByRole('link', { name: GENERAL_MESSAGES.backHome }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  });

  it('every screen sets its own tab title, search screens included', async () => {
    const page = await signedInPage(browser(), e2e, e2e.admin, '/dashboard');
    await waitForTitle(page, 'Dashboard');
    const screens: [string, string][] = [
      ['/comercial/clientes-busca', 'Clientes'],
      ['/comercial/produtos-busca', 'Produtos e Serviços'],
      ['/comercial/cotacoes-busca', 'Cotações'],
      ['/admin/usuarios-internos-busca', 'Usuários Internos'],
      ['/admin/logs-busca', 'Logs'],
    ];
    const seen: string[] = [];
    for (const [path, title] of screens) {
      // Client-side navigation, as a user moves: the title used to stay '... - Dashboard'.
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await waitForTitle(page, title);
      seen.push(await page.title());
    }
    expect(seen).toEqual(screens.map(([, title]) => `${PRODUCT_NAME} - ${title}`));
    const cliente = await signedInPage(browser(), e2e, e2e.cliente, '/meus-dados');
    await waitForTitle(cliente, 'Meus Dados');
    await cliente.goto('/cliente/minhas-cotacoes');
    await waitForTitle(cliente, 'Minhas Cotações');
  });

  it('before Buscar a hint; a failed search (down, 403) shows the error and Tentar novamente, never "Nenhum registro"', async () => {
    const { page } = await staffPage(browser(), e2e, e2e.comercial, '/comercial/produtos-busca');
    await page.getByRole('cell', { name: GENERAL_MESSAGES.searchHint }).waitFor();
    await screenshot(page, 'acabamento-busca-dica');

    await page.route('**/api/Produtos?*', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Buscar' }).click();
    const failure = page.getByRole('alert').filter({ hasText: GENERAL_MESSAGES.searchFailed });
    await failure.waitFor();
    expect(await page.getByText('Nenhum registro encontrado.').count()).toBe(0);
    expect(await page.getByText(GENERAL_MESSAGES.searchHint).count()).toBe(0);
    await screenshot(page, 'acabamento-busca-falhou');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.unroute('**/api/Produtos?*');
    await page.route('**/api/Produtos?*', (route) =>
      route.fulfill({ status: 403, json: { message: 'Acesso negado.' } }),
    );
    await failure.getByRole('button', { name: GENERAL_MESSAGES.retry }).click();
    await page.getByRole('alert').filter({ hasText: GENERAL_MESSAGES.searchForbidden }).waitFor();

    await page.unroute('**/api/Produtos?*');
    await field(page.getByRole('search'), 'SKU').fill('NAOEXISTE9');
    await page.getByRole('button', { name: GENERAL_MESSAGES.retry }).click();
    // The retry re-runs the applied search (no SKU yet): whatever it finds, the error is gone.
    await page.locator('table[aria-busy="false"]').waitFor();
    await page.waitForFunction(() => !document.querySelector('table [role="alert"]'));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 0);
    await page.getByText('Nenhum registro encontrado.').waitFor();
  });

  it('robots.txt is real text keeping the back-office out; public pages carry a description', async () => {
    const response = await fetch(`${e2e.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).not.toContain('<html');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/$/m);
    for (const path of ['/login', '/cadastro-cliente', '/fale-conosco', '/forgot-password', '/privacidade']) {
      expect(robots).toMatch(new RegExp(`^Allow: ${path}$`, 'm'));
    }
    for (const path of ['/dashboard', '/admin', '/comercial', '/meus-dados', '/api']) {
      expect(robots).not.toMatch(new RegExp(`^Allow: ${path}`, 'm'));
    }

    const page = await openPage(browser(), e2e);
    for (const path of ['/login', '/cadastro-cliente', '/fale-conosco', '/forgot-password', '/privacidade']) {
      await page.goto(path);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      expect(description).toContain(PRODUCT_NAME);
    }
  });
});
