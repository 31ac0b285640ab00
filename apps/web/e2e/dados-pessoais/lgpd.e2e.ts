import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { withDb } from '../support/helpers';
import { staffPage } from '../backoffice/helpers';
import { criarCenario, type Cenario } from '../cotacoes/helpers';
import { openPage, signIn } from '../support/browser';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

/** Clicks `button` and answers the JSON file the browser() saved. */
async function download(page: Page, button: string): Promise<{ name: string; json: Record<string, unknown> }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), json: JSON.parse(readFileSync((await file.path())!, 'utf8')) };
}

describe('personal data under the LGPD (real server and Chromium)', () => {
  const browser = useBrowser();
  let cenario: Cenario;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, `lgpd${Date.now().toString(36)}`);
  });

  it('the privacy notice is linked from the login page and names the controller contact', async () => {
    const page = await openPage(browser(), e2e);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Aviso de Privacidade' }).click();
    await page.waitForURL((url) => url.pathname === '/privacidade');
    await page.getByRole('heading', { name: 'Aviso de Privacidade', level: 1 }).waitFor();
    expect(await page.title()).toContain('Aviso de Privacidade');
    await page.getByRole('link', { name: 'privacidade@e2e.test' }).first().waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toContain('Seus direitos');
  });

  // Issue 26: the customer here is a company (pj): its contact's deletion erases that contact; only
  // staff anonymise a company (last test of this file).
  it('a contact downloads their data, then deletes their account and can no longer sign in', async () => {
    const page = await openPage(browser(), e2e);
    await signIn(page, cenario.usuario, '/cliente/minhas-cotacoes');
    await page.goto('/meus-dados');
    await page.getByRole('heading', { name: 'Privacidade' }).waitFor();

    const exported = await download(page, 'Baixar meus dados');
    expect(exported.name).toMatch(/^meus-dados-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    expect(exported.json.clienteId).toBe(cenario.cliente.id);
    const tabelas = exported.json.tabelas as Record<string, Record<string, unknown>[]>;
    expect(tabelas.clientes.map((row) => row.nome)).toEqual([cenario.cliente.nome]);
    expect(tabelas.users.map((row) => row.email)).toContain(cenario.usuario.email);
    expect(JSON.stringify(tabelas.users)).not.toContain('password_hash');

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await dialog.getByText(/o cadastro do cliente, as cotações e os pedidos continuam/).waitFor();
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Informe sua senha para confirmar.' }).waitFor();
    await dialog.getByLabel('Senha atual').fill('senha-errada-123');
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Senha incorreta.' }).waitFor();
    expect(page.url()).toContain('/meus-dados');

    await dialog.getByLabel('Senha atual').fill(cenario.usuario.password);
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('status').filter({ hasText: 'Sua conta foi excluída' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByRole('textbox', { name: 'E-mail' }).fill(cenario.usuario.email);
    await page.getByLabel('Senha').fill(cenario.usuario.password);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toContain('/login');

    const [cliente] = await withDb(
      e2e,
      async (db) =>
        (
          await db.query<{ nome: string; cnpj: string }>('SELECT nome, cnpj FROM clientes WHERE id = $1', [
            cenario.cliente.id,
          ])
        ).rows,
    );
    expect(cliente.nome).toBe(cenario.cliente.nome);
    const users = await withDb(
      e2e,
      async (db) => (await db.query('SELECT id FROM users WHERE email = $1', [cenario.usuario.email])).rows,
    );
    expect(users).toEqual([]);
  });

  it('the administrator sees who read a record and anonymises a customer who asked by another channel', async () => {
    const outro = await criarCenario(e2e, `lgpdadm${Date.now().toString(36)}`);
    const { page } = await staffPage(browser(), e2e, e2e.admin, `/comercial/clientes-busca`);
    await page.getByRole('textbox', { name: 'Nome/Razão Social' }).fill(outro.cliente.nome);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('cell', { name: outro.cliente.nome }).waitFor();
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await page.getByRole('tab', { name: 'Dados pessoais' }).click();
    const acessos = page.getByRole('table', { name: 'Acessos ao cadastro' });
    await acessos.waitFor();
    expect(await acessos.getByRole('row').nth(1).textContent()).toContain(e2e.admin.name);

    await page.getByRole('button', { name: 'Anonimizar dados pessoais' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anonimizar dados pessoais' });
    await dialog.getByRole('button', { name: 'Anonimizar' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Informe o motivo da anonimização' }).waitFor();
    await dialog.getByLabel('Motivo').fill('Pedido do titular por telefone, protocolo 123');
    await dialog.getByRole('button', { name: 'Anonimizar' }).click();
    await dialog.waitFor({ state: 'detached' });

    const [row] = await withDb(
      e2e,
      async (db) =>
        (await db.query<{ nome: string }>('SELECT nome FROM clientes WHERE id = $1', [outro.cliente.id])).rows,
    );
    expect(row.nome).not.toBe(outro.cliente.nome);
    const logs = await withDb(
      e2e,
      async (db) =>
        (await db.query<{ data: string }>(`SELECT data::text FROM audit_logs WHERE data::text LIKE '%protocolo 123%'`))
          .rows,
    );
    expect(logs.length).toBeGreaterThan(0);
  });
});
