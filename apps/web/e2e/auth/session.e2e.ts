import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  accessibilityViolations,
  fillLogin,
  openPage,
  screenshot,
  signIn,
  timeFromTextToPath,
  topBarItems,
} from '../support/browser';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');
const DIST = resolve(import.meta.dirname, '../../dist');
const ARTIFACTS = resolve(import.meta.dirname, '../../../../artifacts');

describe('sign-in, guards, layout and logout (real server, Chromium)', () => {
  const browser = useBrowser();

  const alert = (page: Page) => page.getByRole('alert');

  it('/ goes to /login, which loads little JavaScript and is usable quickly', async () => {
    // In the page, from navigation start until the e-mail field and the Acessar button are interactive.
    const measureUsable = async (page: Page) => {
      await page.addInitScript(() => {
        const done = () => {
          const email = document.getElementById('login-email') as HTMLInputElement | null;
          const button = document.querySelector('button[type=submit]') as HTMLButtonElement | null;
          return Boolean(email && !email.disabled && button && !button.disabled);
        };
        new MutationObserver((_changes, observer) => {
          if (!done()) return;
          (window as unknown as { loginUsableAt: number }).loginUsableAt = performance.now();
          observer.disconnect();
        }).observe(document, { subtree: true, childList: true });
      });
    };
    const readUsable = (page: Page) =>
      page
        .waitForFunction(() => (window as unknown as { loginUsableAt?: number }).loginUsableAt)
        .then((handle) => handle.jsonValue()) as Promise<number>;

    const page = await openPage(browser(), e2e);
    await measureUsable(page);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Acessar' }).waitFor();
    const coldMs = await readUsable(page);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.title()).toBe('Portal de Cotações - Login');
    await page.reload();
    const cachedMs = await readUsable(page);
    const second = await openPage(browser(), e2e);
    await measureUsable(second);
    await second.goto('/login');
    const freshContextMs = await readUsable(second);

    const files = [...scripts].map((path) => ({
      path,
      gzip: gzipSync(readFileSync(resolve(DIST, `.${path}`))).length,
    }));
    const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(
      resolve(ARTIFACTS, 'login-performance.json'),
      JSON.stringify({ coldMs, freshContextMs, cachedMs, totalGzipBytes: totalGzip, files }, null, 2),
    );
    expect(files.some((file) => file.path.includes('login-page'))).toBe(true);
    // Route-level splitting: no MUI, layout, dashboard or search screen code on /login.
    expect(
      files.filter((file) => /authenticated-layout|dashboard-page|search-page|TextField|Button/.test(file.path)),
    ).toEqual([]);
    expect(totalGzip).toBeLessThanOrEqual(150 * 1024);
    expect(coldMs).toBeLessThan(5000);
    await screenshot(page, 'login');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the login links lead to the simple public pages', async () => {
    const page = await openPage(browser(), e2e);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Esqueci minha senha' }).waitFor();
    await screenshot(page, 'esqueci-senha');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Fale conosco' }).click();
    await page.waitForURL('**/fale-conosco');
    await page.getByRole('heading', { name: 'Fale conosco' }).waitFor();
    await screenshot(page, 'fale-conosco');
    await page.getByRole('link', { name: 'Cadastre-se' }).click();
    await page.waitForURL('**/cadastro-cliente');
    await page.getByRole('radio', { name: 'Física' }).waitFor();
  });

  it('ADMIN lands on the dashboard after 1.5 s and sees exactly Dashboard, Admin, Comercial and Relatórios', async () => {
    const page = await openPage(browser(), e2e);
    await page.goto('/login');
    // Measured in the page: from the success message appearing to the dashboard URL.
    const redirectDelay = timeFromTextToPath(page, 'Login realizado com sucesso!', '/dashboard');
    await fillLogin(page, e2e.admin.email, e2e.admin.password);
    await expect(alert(page).textContent()).resolves.toBe('Login realizado com sucesso!');
    expect(await alert(page).getAttribute('class')).toContain('login-message--success');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.waitForURL('**/dashboard');
    const { sinceText } = await redirectDelay;
    expect(sinceText).toBeGreaterThanOrEqual(1490);
    expect(sinceText).toBeLessThan(4000);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.title()).toBe('Portal de Cotações - Dashboard');
    expect(await topBarItems(page)).toEqual([
      'Portal de Cotações',
      'Dashboard',
      'Admin',
      'Comercial',
      'Relatórios',
      'Administrador do Portal',
    ]);
    await screenshot(page, 'dashboard-admin');
    expect(await accessibilityViolations(page)).toEqual([]);

    const expectMenu = async (button: string, items: string[], shot?: string) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(items);
      if (shot) await screenshot(page, shot);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    };
    await expectMenu('Admin', ['Usuários Internos', 'Logs'], 'menu-admin');
    await expectMenu(
      'Comercial',
      ['Clientes', 'Planos', 'Produtos e Serviços', 'Cotações', 'Pedidos'],
      'menu-comercial',
    );
    await expectMenu('Relatórios', ['Leads', 'Uso'], 'menu-relatorios');

    // Keyboard only: Enter opens, arrows move, Enter follows.
    await page.getByRole('button', { name: 'Admin', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Usuários Internos' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/logs-busca');

    // /meus-dados is for CLIENTE only.
    await page.goto('/meus-dados');
    await page.waitForURL('**/dashboard');
  });

  it('COMERCIAL lands on the dashboard with Comercial and Relatórios but no Admin; placeholders open', async () => {
    const page = await openPage(browser(), e2e);
    // Keyboard only: the e-mail field has focus, Tab moves to the password, Enter submits.
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
    await page.keyboard.type(e2e.comercial.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(e2e.comercial.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    expect(await topBarItems(page)).toEqual([
      'Portal de Cotações',
      'Dashboard',
      'Comercial',
      'Relatórios',
      'Carla Comercial',
    ]);
    await page.getByRole('button', { name: 'Relatórios' }).click();
    await page.getByRole('menuitem', { name: 'Uso' }).click();
    await page.waitForURL('**/relatorios/uso');
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await screenshot(page, 'placeholder-relatorios-uso');
    expect(new URL(page.url()).pathname).toBe('/relatorios/uso');
  });

  it('CLIENTE lands on Minhas Cotações with only Menu, Meus Pedidos and Meus Dados', async () => {
    const page = await openPage(browser(), e2e);
    await signIn(page, e2e.cliente, '/cliente/minhas-cotacoes');
    expect(await topBarItems(page)).toEqual([
      'Portal de Cotações',
      'Menu',
      'Meus Pedidos',
      'Meus Dados',
      'Paulo Cliente',
    ]);
    await screenshot(page, 'minhas-cotacoes');
    await page.getByRole('link', { name: 'Meus Dados' }).click();
    await page.waitForURL('**/meus-dados');
    await expect(page.getByLabel('CPF').inputValue()).resolves.toBe('390.533.447-05');

    // The user menu's two modals (they exist but do nothing).
    await page.getByRole('button', { name: 'Paulo Cliente' }).click();
    await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
    const profile = page.getByRole('dialog', { name: 'Editar perfil' });
    await expect(profile.getByLabel('E-mail').inputValue()).resolves.toBe(e2e.cliente.email);
    await screenshot(page, 'modal-editar-perfil');
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Paulo Cliente' }).click();
    await page.getByRole('menuitem', { name: 'Notificações e idioma' }).click();
    const preferences = page.getByRole('dialog', { name: 'Notificações e idioma' });
    await preferences.getByLabel('Receber notificações por e-mail').waitFor();
    await screenshot(page, 'modal-notificacoes-idioma');
    expect(await accessibilityViolations(page)).toEqual([]);
    await preferences.getByRole('button', { name: 'Fechar' }).click();
    await preferences.waitFor({ state: 'detached' });
  });

  it('shows every login error of the catalogue', async () => {
    const page = await openPage(browser(), e2e);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.getByText('E-mail é obrigatório.').waitFor();
    await page.getByText('Senha é obrigatória.').waitFor();
    await fillLogin(page, 'sem-arroba', 'x');
    await page.getByText('Formato de e-mail inválido.').waitFor();

    await fillLogin(page, e2e.admin.email, 'SenhaErrada9');
    await expect(alert(page).textContent()).resolves.toBe('E-mail ou senha inválidos.');
    expect(await alert(page).getAttribute('class')).toContain('login-message--error');
    await screenshot(page, 'login-erro');

    const cases: [string, (route: Route) => Promise<void>, string][] = [
      [
        'non-JSON 429',
        (r) => r.fulfill({ status: 429, contentType: 'text/plain', body: 'Too Many' }),
        'Muitas tentativas. Aguarde antes de tentar novamente.',
      ],
      [
        'non-JSON 502',
        (r) => r.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502</h1>' }),
        'Ocorreu um problema. Tente novamente mais tarde.',
      ],
      ['JSON without message', (r) => r.fulfill({ status: 400, json: {} }), 'Erro ao realizar login.'],
      [
        'success without token',
        (r) => r.fulfill({ status: 200, json: { ok: true } }),
        'Erro inesperado: Token não recebido.',
      ],
      [
        'network failure',
        (r) => r.abort('connectionrefused'),
        'Erro ao conectar ao servidor. Por favor, tente novamente mais tarde.',
      ],
    ];
    for (const [, answer, message] of cases) {
      await page.route('**/api/Auth/login', answer);
      await fillLogin(page, 'alguem@e2e.test', 'Qualquer9');
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      await page.unroute('**/api/Auth/login');
    }

    // The server's own throttling: 8 attempts allowed per e-mail and IP, the 9th is refused with 429.
    for (let i = 0; i < 8; i++) {
      const response = await page.request.post('/api/Auth/login', {
        data: { email: 'alvo@e2e.test', password: 'Errada999' },
      });
      expect(response.status()).toBe(401);
    }
    await fillLogin(page, 'alvo@e2e.test', 'Errada999');
    await expect(alert(page).textContent()).resolves.toBe('Muitas tentativas. Aguarde antes de tentar novamente.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('the guard shows the loading screen, sends visitors to /login and brings them back after signing in', async () => {
    const page = await openPage(browser(), e2e);
    await page.goto('/meus-dados');
    await page.waitForURL('**/login');
    await fillLogin(page, e2e.cliente.email, e2e.cliente.password);
    await page.waitForURL('**/meus-dados');
    await page.getByRole('form', { name: 'Meus Dados' }).waitFor();

    // A stored token: the layout waits for the server's check, showing 'Carregando...'.
    let held: Route | undefined;
    let release: () => void = () => {};
    const checked = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/is-authenticated', (route) => {
      held = route;
      release();
    });
    await page.goto('/cliente/minhas-cotacoes');
    await checked;
    await page.getByRole('status').filter({ hasText: 'Carregando...' }).waitFor();
    await screenshot(page, 'carregando');
    await held!.continue();
    await page.getByRole('heading', { name: 'Minhas Cotações' }).waitFor();

    // A stored, unexpired token skips the login form; an expired one is discarded.
    await page.unroute('**/api/auth/is-authenticated');
    await page.goto('/login');
    await page.waitForURL('**/cliente/minhas-cotacoes');
    await page.evaluate(() => localStorage.setItem('token', 'e30.eyJleHAiOjF9.x'));
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Acessar sua conta' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  });

  it('logout shows "Fazendo logout...", ends the session on the server and returns to /login', async () => {
    const page = await openPage(browser(), e2e);
    await signIn(page, e2e.comercial, '/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    let held: Route | undefined;
    let release: () => void = () => {};
    const called = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/logout', (route) => {
      held = route;
      release();
    });
    await page.getByRole('button', { name: 'Carla Comercial' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await called;
    await page.getByText('Fazendo logout...').waitFor();
    await screenshot(page, 'logout');
    await held!.continue();
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    const check = await page.request.get('/api/auth/is-authenticated', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(check.status()).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  it("a failing route shows the Portuguese error page, not the router's English one", async () => {
    const page = await openPage(browser(), e2e);
    await page.route('**/assets/dashboard-page-*.js', (route) => route.abort());
    await signIn(page, e2e.admin, '/dashboard');
    await page.getByRole('heading', { name: 'Algo deu errado' }).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    await screenshot(page, 'erro-inesperado');
  });
});
