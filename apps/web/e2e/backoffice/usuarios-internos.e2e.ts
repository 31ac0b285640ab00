import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/browser';
import { readMails, waitForMail } from '../support/mail';
import { field, recordDialog, staffPage, tableRows, waitForSomeRows, waitForTotal, withDb } from './helpers';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

describe('internal users: create (with the set-password e-mail), find, view, resend, edit, delete (real server, Chromium)', () => {
  const browser = useBrowser();

  it('goes through the whole cycle with the contract messages and banners, then finds the logs', async () => {
    const tag = Date.now().toString(36).slice(-6);
    const email = `interno.${tag}@e2e.test`;
    const { page } = await staffPage(browser(), e2e, e2e.admin, '/admin/usuarios-internos-busca');
    const search = page.getByRole('search');
    const banner = page.getByRole('alert');
    expect(await search.getByLabel('Status').inputValue()).toBe('1');
    await search.getByRole('option', { name: 'COMERCIAL' }).waitFor({ state: 'attached' });
    expect(await search.getByLabel('Perfil Acesso').locator('option').allInnerTexts()).toEqual([
      'Todos',
      'ADMIN',
      'COMERCIAL',
    ]);
    await field(search, 'Nome').fill('ab');
    await field(search, 'Email').fill('x');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Digite 3 ou mais caracteres para o nome.').waitFor();
    await page.getByText('Digite 3 ou mais caracteres para o e-mail.').waitFor();
    await field(search, 'Nome').fill('');
    await field(search, 'Email').fill(email);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 0);
    await screenshot(page, 'usuarios-internos-busca');

    await page.getByRole('button', { name: 'Adicionar Novo' }).click();
    const dialog = recordDialog(page);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    for (const text of ['E-mail é obrigatório.', 'Nome é obrigatório.', 'Selecione o perfil de acesso.']) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    await field(dialog, 'E-mail').fill('sem arroba');
    await field(dialog, 'Nome Completo').fill('Rafaela');
    await field(dialog, 'Telefone').fill('119876');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    for (const text of [
      'Formato de e-mail inválido.',
      'Informe ao menos duas palavras no nome.',
      'Telefone deve ter 10 ou 11 dígitos.',
    ]) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'usuarios-internos-modal-validacao');
    await field(dialog, 'E-mail').fill(email);
    await field(dialog, 'Nome Completo').fill(`Rafaela Interna ${tag}`);
    await field(dialog, 'Telefone').fill('11987654321');
    expect(await field(dialog, 'Telefone').inputValue()).toBe('(11)98765-4321');
    await field(dialog, 'Perfil de Acesso').selectOption({ label: 'COMERCIAL' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
    expect(await banner.innerText()).toBe('Usuário criado com sucesso!');
    // The layout's snackbar (issue 19), in the success style.
    expect(await banner.getAttribute('class')).toContain('MuiAlert-colorSuccess');

    // The new user gets an e-mail with the link to set a password.
    const first = await waitForMail(e2e.mailDir, email);
    expect(first.links.some((link) => link.includes('/reset-password?') && link.includes('token='))).toBe(true);

    await waitForTotal(page, 1);
    const [row] = await tableRows(page);
    expect(row.slice(1)).toEqual([`Rafaela Interna ${tag}`, 'COMERCIAL', email, 'Ativo']);

    // View: the fields, Enviar novos dados de acesso (a second e-mail), Editar.
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await field(dialog, 'E-mail').waitFor();
    expect(await field(dialog, 'Telefone').inputValue()).toBe('(11)98765-4321');
    expect(await field(dialog, 'Status').inputValue()).toBe('1');
    await screenshot(page, 'usuarios-internos-modal-visualizar');
    await dialog.getByRole('button', { name: 'Enviar novos dados de acesso' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Email reenviado com sucesso!' }).waitFor();
    await waitForMail(
      e2e.mailDir,
      email,
      () => readMails(e2e.mailDir).filter((mail) => mail.to.includes(email)).length >= 2,
    );
    await dialog.getByRole('button', { name: 'Editar' }).click();
    await field(dialog, 'Nome Completo').fill(`Rafaela Souza ${tag}`);
    await field(dialog, 'Status').selectOption('0');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
    expect(await banner.innerText()).toBe('Usuário atualizado com sucesso!');
    await waitForTotal(page, 0); // now inactive: the Ativo filter no longer finds it
    await search.getByLabel('Status').selectOption('todos');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 1);
    expect((await tableRows(page))[0].slice(1)).toEqual([`Rafaela Souza ${tag}`, 'COMERCIAL', email, 'Inativo']);
    const stored = await withDb(e2e, (db) =>
      db.query('SELECT name, phone_number, status FROM users WHERE email = $1', [email]),
    );
    expect(stored.rows).toEqual([{ name: `Rafaela Souza ${tag}`, phone_number: '11987654321', status: 0 }]);

    await page.getByRole('button', { name: 'Visualizar' }).click();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tem certeza que deseja excluir este usuário?' });
    await screenshot(page, 'usuarios-internos-confirmar-exclusao');
    await confirm.getByRole('button', { name: 'Sim, excluir' }).click();
    await recordDialog(page).waitFor({ state: 'detached' });
    expect(await banner.innerText()).toBe('Usuário excluído com sucesso!');
    await waitForTotal(page, 0);
    await screenshot(page, 'usuarios-internos-banner');

    // Logs of those changes, by JSON text (the e-mail) and by message text.
    await page.goto('/admin/logs-busca');
    await field(page.getByRole('search'), 'JSON Log').fill(email);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForSomeRows(page);
    const messages = (await tableRows(page)).map((r) => r[1]);
    expect(messages).toEqual(
      expect.arrayContaining([
        `Usuário interno criado: ${email}`,
        `Dados de acesso reenviados: ${email}`,
        `Usuário interno excluído: ${email}`,
      ]),
    );
    await field(page.getByRole('search'), 'JSON Log').fill('');
    // The update's data holds only what changed, so it is found by its message.
    await field(page.getByRole('search'), 'Message').fill(`Usuário interno atualizado: ${email}`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 1);
    expect((await tableRows(page))[0][2]).toContain(e2e.admin.email);
    await screenshot(page, 'logs-busca-usuario');
  });
});
