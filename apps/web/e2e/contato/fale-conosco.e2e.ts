import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, openPage } from '../support/browser';
import { withDb } from '../support/helpers';
import { waitForMail } from '../support/mail';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');
const tag = Date.now().toString(36).slice(-6);

describe('Fale conosco (real server, Chromium)', () => {
  const browser = useBrowser();

  it('Fale conosco: shows the configured contact, validates, and the message arrives by e-mail and is stored', async () => {
    const page = await openPage(browser(), e2e);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Fale conosco' }).click();
    await page.waitForURL('**/fale-conosco');
    const config = (await (await fetch(`${e2e.baseUrl}/api/public/config`)).json()) as {
      contact: { email: string; phone: string; address: string };
    };
    await page.getByRole('link', { name: config.contact.email }).waitFor();
    await page.getByText(config.contact.address).waitFor();
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    expect(await page.getByRole('alert').allInnerTexts()).toEqual([
      'Nome é obrigatório.',
      'E-mail é obrigatório.',
      'Mensagem é obrigatória.',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);

    const nome = `Visitante ${tag}`;
    await page.getByLabel('Nome').fill(nome);
    await page.getByLabel('E-mail').fill(`visitante.${tag}@e2e.test`);
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('Mensagem').fill('Gostaria de uma cotação; "urgente".');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Mensagem enviada com sucesso! Responderemos em breve.').waitFor();

    const mail = await waitForMail(e2e.mailDir, config.contact.email, (m) => m.subject.includes(nome));
    expect(mail.text).toContain('Gostaria de uma cotação; "urgente".');
    expect(mail.text).toContain('Telefone: 11987654321');
    const stored = await withDb(e2e, (db) => db.query('SELECT email, telefone FROM contatos WHERE nome = $1', [nome]));
    expect(stored.rows).toEqual([{ email: `visitante.${tag}@e2e.test`, telefone: '11987654321' }]);
  });
});
