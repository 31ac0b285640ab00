import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, openPage } from '../support/browser';
import { insertUser } from '../support/helpers';
import { waitForMail } from '../support/mail';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');
const tag = Date.now().toString(36).slice(-6);

describe('forgot password (real server, Chromium)', () => {
  const browser = useBrowser();

  it('forgot password: from the login link through the e-mailed link to signing in with the new password', async () => {
    const user = { email: `esqueci.${tag}@e2e.test`, password: 'Antiga2026x', name: 'Elisa Esquecida' };
    await insertUser(e2e, 'COMERCIAL', user);
    const page = await openPage(browser(), e2e);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Esqueci minha senha' }).waitFor();
    expect(await page.title()).toBe('Portal de Cotações - Esqueci minha senha');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    // Read out once: the field's live helper, no alert inside it.
    await page.locator('[aria-live="polite"]').filter({ hasText: 'E-mail é obrigatório.' }).waitFor();
    expect(await page.locator('[role="alert"], [aria-live]').filter({ hasText: 'E-mail é obrigatório.' }).count()).toBe(
      1,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill(user.email.toUpperCase());
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText('Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.').waitFor();

    const mail = await waitForMail(e2e.mailDir, user.email, (m) => m.subject.includes('redefinição de senha'));
    const link = mail.links.find((href) => href.includes('/reset-password?'))!;
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('Nova2026xy');
    await page.getByLabel('Confirmar nova senha').fill('Nova2026xy');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.getByText(/Senha definida com sucesso!/).waitFor();

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
    await page.getByLabel('Senha').fill('Nova2026xy');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
