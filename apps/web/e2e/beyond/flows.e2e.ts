import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { tableRows, waitForTotal } from '../backoffice/helpers';
import { accessibilityViolations, openPage } from '../support/browser';
import { waitForMail } from '../support/mail';
import { insertUser, parseCsv, signedInPage, withDb } from './helpers';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');
const tag = Date.now().toString(36).slice(-6);

describe('beyond the contract: forgot password, Fale conosco, dashboard, CSV export (real server, Chromium)', () => {
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
    await page.getByRole('alert').filter({ hasText: 'E-mail é obrigatório.' }).waitFor();
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

  it('dashboard: the figures, the monthly series and the last audit entries match the database', async () => {
    const page = await signedInPage(browser(), e2e, e2e.admin, '/dashboard');
    const figures = async () =>
      withDb(e2e, async (db) => {
        const { rows } = await db.query(`
          SELECT (SELECT count(*) FROM clientes WHERE status AND tipo_pessoa = 'pf')::int AS pf,
                 (SELECT count(*) FROM clientes WHERE status AND tipo_pessoa = 'pj')::int AS pj,
                 (SELECT count(*) FROM produtos WHERE status)::int AS produtos,
                 (SELECT count(*) FROM users u JOIN roles r ON r.id = u.role_id
                   WHERE u.status = 1 AND r.normalized_name IN ('ADMIN', 'COMERCIAL'))::int AS staff,
                 (SELECT json_agg(message ORDER BY "timestamp" DESC, id DESC)
                    FROM (SELECT id, "timestamp", message FROM audit_logs ORDER BY "timestamp" DESC, id DESC LIMIT 10) l) AS logs,
                 (SELECT json_agg(json_build_object('mes', m, 'total', n) ORDER BY m) FROM (
                    SELECT to_char(criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS m, count(*)::int AS n
                      FROM clientes
                     WHERE criado_em >= date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') - interval '11 months'
                     GROUP BY 1) s) AS meses`);
        return rows[0];
      });
    const onScreen = async (p: Page) => {
      const region = (name: string) => p.getByRole('region', { name });
      await region('Clientes ativos').waitFor();
      const number = async (name: string, id: string) =>
        Number((await region(name).getByTestId(id).innerText()).replace(/\./g, ''));
      const months = await p
        .getByTestId('novos-clientes')
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-mes'), Number(row.lastChild!.textContent)]));
      return {
        pf: await number('Clientes ativos', 'PF'),
        pj: await number('Clientes ativos', 'PJ'),
        produtos: await number('Produtos e serviços ativos', 'total'),
        staff: await number('Usuários internos ativos', 'total'),
        logs: await region('Últimas atividades').locator('tbody tr td:nth-child(2)').allInnerTexts(),
        meses: months.filter(([, total]) => total).map(([mes, total]) => ({ mes, total })),
      };
    };
    // Other test files change customers and logs meanwhile: compare when the database held still.
    for (let attempt = 0; ; attempt++) {
      const before = await figures();
      const shown = await onScreen(page);
      const after = await figures();
      if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 5) {
        await page.reload();
        continue;
      }
      expect(shown).toEqual({ ...after, meses: after.meses ?? [] });
      break;
    }
    expect(await page.getByTestId('novos-clientes').locator('tbody tr').count()).toBe(12);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('CSV export: every row of the search, in the order on screen, with the same values', async () => {
    await withDb(e2e, (db) =>
      db.query(
        `INSERT INTO clientes (tipo_pessoa, nome, cpf, email_faturamento, status, cep, logradouro, numero, bairro, cidade, uf)
         SELECT 'pf', 'Exporta ${tag} ' || i, lpad((77000000 + i)::text, 11, '0'), 'exp' || i || '@e2e.test', true,
                '01310100', 'RUA', '1', 'CENTRO', CASE WHEN i % 2 = 0 THEN 'SANTOS' ELSE 'CAMPINAS' END, 'SP'
           FROM generate_series(1, 20) i`,
      ),
    );
    const page = await signedInPage(browser(), e2e, e2e.comercial, '/comercial/clientes-busca');
    expect(await page.getByRole('button', { name: 'Exportar CSV' }).isDisabled()).toBe(true);
    await page.getByRole('search').getByLabel('Nome/Razão Social', { exact: true }).fill(`Exporta ${tag}`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 20);
    await page.getByRole('button', { name: /^Cidade/ }).click();
    await page.getByRole('button', { name: /^Cidade/ }).click();
    await page.waitForURL(/sortDirection=desc/);
    // Cidade descending: the ten in SANTOS first, then CAMPINAS on page 2.
    const firstCity = (city: string) =>
      page.locator('table[aria-busy="false"] tbody tr').first().getByRole('cell', { name: city }).waitFor();
    await firstCity('SANTOS');
    const shown = await tableRows(page);
    await page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: 'Página 2' }).click();
    await page.waitForURL(/page=2/);
    await firstCity('CAMPINAS');
    shown.push(...(await tableRows(page)));
    expect(shown).toHaveLength(20);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header.slice(0, 3)).toEqual(['ID', 'Tipo', 'Nome/Razão Social']);
    const column = (name: string) => header.indexOf(name);
    const fromCsv = rows.map((row) =>
      ['ID', 'Tipo', 'Nome/Razão Social', 'Doc', 'Email', 'Status', 'UF', 'Cidade'].map((name) => row[column(name)]),
    );
    expect(fromCsv).toEqual(shown);
  });
});
