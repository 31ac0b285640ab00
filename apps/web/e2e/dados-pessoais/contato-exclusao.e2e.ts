import { hashPassword } from '@portal/test-support';
import { describe, expect, inject, it } from 'vitest';
import { staffPage, withDb } from '../backoffice/helpers';
import { api, cotacaoPronta, criarCenario } from '../cotacoes/helpers';
import type { SeededUser } from '../support/context';
import { fillLogin, openPage, signIn } from '../support/browser';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

// Issue 26, as people would try it: a company (pj) has two contacts with portal access. The second
// deletes their own account in Meus Dados; the first still signs in and sees the quotation, and
// staff see the company as it was.
describe('a contact deletes their own account; the company and the other contact stay', () => {
  const browser = useBrowser();

  it('the second contact deletes their account; the first signs in and sees the quotation; staff see the company unchanged', async () => {
    const cenario = await criarCenario(e2e, `exc${Date.now().toString(36)}`);
    const cotacao = await cotacaoPronta(e2e, cenario, { enviar: true });
    const segundo: SeededUser = {
      email: `obras.${cenario.tag}@e2e.test`,
      password: 'Segundo2026x',
      name: `Otavio Obras ${cenario.tag}`,
    };
    await withDb(e2e, async (db) =>
      db.query(
        `INSERT INTO users (email, name, role_id, status, email_confirmed, password_hash, cliente_id)
         VALUES ($1, $2, (SELECT id FROM roles WHERE normalized_name = 'CLIENTE'), 1, true, $3, $4)`,
        [segundo.email, segundo.name, await hashPassword(segundo.password), cenario.cliente.id],
      ),
    );
    const fichaAntes = (await api(e2e, e2e.comercial, 'GET', `/api/Clientes/${cenario.cliente.id}`)).body;

    // The second contact: Meus Dados, "Excluir minha conta", the text for a contact, the password.
    const page = await openPage(browser(), e2e);
    await signIn(page, segundo, '/cliente/minhas-cotacoes');
    await page
      .getByRole('link', { name: new RegExp(cotacao.numero) })
      .first()
      .waitFor();
    await page.goto('/meus-dados');
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await dialog.getByText('Ao excluir sua conta, apagamos só os seus dados de contato:').waitFor();
    await dialog.getByText(/os outros contatos seguem com acesso ao portal/).waitFor();
    await dialog.getByLabel('Senha atual').fill(segundo.password);
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('status').filter({ hasText: 'O cadastro da empresa e as cotações continuam' }).waitFor();
    await fillLogin(page, segundo.email, segundo.password);
    await page.getByRole('alert').waitFor();
    expect(page.url()).toContain('/login');

    // The first contact signs in and sees the quotation.
    const primeiro = await openPage(browser(), e2e);
    await signIn(primeiro, cenario.usuario, '/cliente/minhas-cotacoes');
    await primeiro
      .getByRole('link', { name: new RegExp(cotacao.numero) })
      .first()
      .click();
    await primeiro.getByRole('heading', { name: `Cotação ${cotacao.numero}` }).waitFor();

    // Staff: the record is as it was, and the modal still shows the company.
    expect((await api(e2e, e2e.comercial, 'GET', `/api/Clientes/${cenario.cliente.id}`)).body).toEqual(fichaAntes);
    const staff = await staffPage(browser(), e2e, e2e.comercial, '/comercial/clientes-busca');
    await staff.page.getByRole('search').getByLabel('Nome/Razão Social', { exact: true }).fill(cenario.cliente.nome);
    await staff.page.keyboard.press('Enter');
    await staff.page.getByRole('cell', { name: cenario.cliente.nome }).waitFor();
    const [login] = await withDb(
      e2e,
      async (db) =>
        (await db.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [segundo.email])).rows as {
          n: number;
        }[],
    );
    expect(login.n).toBe(0);
  });
});
