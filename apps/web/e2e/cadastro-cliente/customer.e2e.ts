import { cnpjFrom, cpfFrom } from '@portal/test-support';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, fillLogin, openPage, screenshot, timeFromTextToPath } from '../support/browser';
import { waitForMail } from '../support/mail';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');
const RUN = Date.now().toString(36);
const SUCCESS_PREFIX =
  'Sua conta foi criada! Verifique seu email para definir sua senha. Você será direcionado para o login em ';
const PASSWORD_SET = 'Senha definida com sucesso! Seu e-mail foi confirmado. Redirecionando em 5 segundos.';

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[]): Promise<T[]> {
  const db = new pg.Client({ connectionString: e2e.databaseUrl });
  await db.connect();
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.end();
  }
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Opens the set-password link e-mailed to `email`, checks the live checklist and saves `password`. */
async function setPasswordFromMail(page: Page, email: string, password: string, shot?: string): Promise<string> {
  const mail = await waitForMail(e2e.mailDir, email, (m) => m.links.some((link) => link.includes('/reset-password?')));
  const link = mail.links.find((candidate) => candidate.includes('/reset-password?'))!;
  expect(link.startsWith(`${e2e.baseUrl}/reset-password?userId=`)).toBe(true);
  await page.goto(link);
  const newPassword = page.getByLabel('Nova senha', { exact: true });
  await newPassword.fill('abc');
  const rules = page.getByRole('list', { name: 'Requisitos da senha' }).getByRole('listitem');
  expect(await rules.evaluateAll((items) => items.map((item) => item.getAttribute('data-ok')))).toEqual([
    'false',
    'false',
    'true',
    'false',
  ]);
  await newPassword.fill(password);
  await page.getByLabel('Confirmar nova senha').fill(password);
  expect(await rules.evaluateAll((items) => items.map((item) => item.getAttribute('data-ok')))).toEqual([
    'true',
    'true',
    'true',
    'true',
  ]);
  if (shot) await screenshot(page, shot);
  expect(await accessibilityViolations(page)).toEqual([]);
  const redirect = timeFromTextToPath(page, PASSWORD_SET, '/login');
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  await page.getByRole('alert').filter({ hasText: PASSWORD_SET }).waitFor();
  expect(await newPassword.isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Salvar senha' }).isDisabled()).toBe(true);
  if (shot) await screenshot(page, `${shot}-sucesso`);
  const { sinceText } = await redirect;
  expect(sinceText).toBeGreaterThanOrEqual(4900);
  expect(sinceText).toBeLessThan(8000);
  return link;
}

describe('customer self-service (real server, SMTP and CEP fakes, Chromium)', () => {
  const browser = useBrowser();

  it('pf: registers, gets the e-mail, sets a password, signs in and changes Meus Dados', async () => {
    const page = await openPage(browser(), e2e);
    const email = `joana.${RUN}@e2e.test`;
    const cpf = cpfFrom(Date.now());
    await page.goto('/cadastro-cliente');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    for (const text of ['Nome é obrigatório (pessoa física).', 'Email é obrigatório.', 'CPF é obrigatório.']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await field(page, 'CPF').fill('11111111111');
    await field(page, 'Email').fill('joana arroba');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('CPF inválido.', { exact: true }).waitFor();
    await page.getByText('Formato de email inválido.', { exact: true }).waitFor();
    await screenshot(page, 'cadastro-erros');
    expect(await accessibilityViolations(page)).toEqual([]);

    await field(page, 'Nome').fill('Joana Pereira');
    await field(page, 'Email').fill(email);
    await field(page, 'CPF').fill(cpf);
    expect(await field(page, 'CPF').inputValue()).toBe(
      `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    );
    const countdown = timeFromTextToPath(page, `${SUCCESS_PREFIX}9`, '/login');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText(`${SUCCESS_PREFIX}9`, { exact: true }).waitFor();
    await screenshot(page, 'cadastro-sucesso');
    await page.getByText(`${SUCCESS_PREFIX}7`, { exact: true }).waitFor();
    const { sinceText: waited } = await countdown;
    expect(waited).toBeGreaterThanOrEqual(8900);
    expect(waited).toBeLessThan(12_000);

    const [row] = await query<{ tipo_pessoa: string; nome: string; cpf: string }>(
      'SELECT tipo_pessoa, nome, cpf FROM clientes WHERE cpf = $1',
      [cpf],
    );
    expect(row).toMatchObject({ tipo_pessoa: 'pf', cpf });

    const link = await setPasswordFromMail(page, email, 'Joana2026x', 'definir-senha');
    // A spent link is refused with the server's reason, then back to /login after 5 s.
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'Este link de redefinição já foi utilizado.' }).waitFor();
    await page.waitForURL('**/login', { timeout: 8000 });

    await fillLogin(page, email, 'Joana2026x');
    await page.waitForURL('**/cliente/minhas-cotacoes');
    await page.getByRole('link', { name: 'Meus Dados' }).click();
    const form = page.getByRole('form', { name: 'Meus Dados' });
    await form.waitFor();
    expect(await field(page, 'Nome').inputValue()).toBe('Joana Pereira');
    expect(await field(page, 'CPF').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('heading', { name: 'Responsável' }).count()).toBe(0);
    const save = page.getByRole('button', { name: 'Salvar' });
    const searchCep = page.getByRole('button', { name: 'Buscar CEP' });
    expect(await save.isDisabled()).toBe(true);
    expect(await searchCep.isDisabled()).toBe(true);

    // An unknown CEP: the browser() alert of the contract.
    await field(page, 'CEP').fill('99999999');
    expect(await field(page, 'CEP').inputValue()).toBe('99999-999');
    // window.alert blocks the page: accept it as it opens, then check what it said.
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await searchCep.click();
    expect(await alerted).toBe('CEP não encontrado');

    await field(page, 'CEP').fill('0100100');
    expect(await searchCep.isDisabled()).toBe(true);
    await field(page, 'CEP').fill('01001000');
    await searchCep.click();
    await page.waitForFunction(
      () => (document.getElementById('meus-dados-cidade') as HTMLInputElement)?.value === 'São Paulo',
    );
    expect(await field(page, 'Logradouro').inputValue()).toBe('Praça da Sé');
    expect(await field(page, 'Bairro').inputValue()).toBe('Sé');
    expect(await field(page, 'UF').inputValue()).toBe('SP');

    // Validation before saving.
    await field(page, 'Nome').fill('Joana');
    await field(page, 'E-mail').fill('');
    await save.click();
    await page.getByText('E-mail é obrigatório.', { exact: true }).waitFor();
    await page.getByText('Informe ao menos 2 palavras no nome.', { exact: true }).waitFor();
    await page.getByText('Número é obrigatório.', { exact: true }).waitFor();
    await field(page, 'Nome').fill('Joana Pereira Lima');
    await field(page, 'Número').fill('100');
    await field(page, 'E-mail').fill(`fatura.${RUN}@e2e.test`);
    await field(page, 'Telefone').fill('11987654321');
    expect(await field(page, 'Telefone').inputValue()).toBe('(11)98765-4321');
    await screenshot(page, 'meus-dados-editando');
    expect(await accessibilityViolations(page)).toEqual([]);
    await save.click();
    await page.getByRole('alert').filter({ hasText: 'Dados atualizados com sucesso!' }).waitFor();
    await screenshot(page, 'meus-dados-salvo');
    expect(await save.isDisabled()).toBe(true);

    const [saved] = await query<Record<string, string>>(
      'SELECT nome, cep, logradouro, numero, bairro, cidade, uf, telefone, email_faturamento FROM clientes WHERE cpf = $1',
      [cpf],
    );
    expect(saved).toMatchObject({ cep: '01001000', numero: '100', uf: 'SP', telefone: '11987654321' });
    expect(saved.nome.toUpperCase()).toBe('JOANA PEREIRA LIMA');
    expect(saved.logradouro.toUpperCase()).toBe('PRAÇA DA SÉ');
    expect(saved.cidade.toUpperCase()).toBe('SÃO PAULO');

    // Trocar Senha: disabled while a name edit is unsaved; then sends the link once.
    const trocar = page.getByRole('button', { name: 'Trocar Senha' });
    await field(page, 'Nome').fill('Joana Pereira Lima Souza');
    expect(await trocar.isDisabled()).toBe(true);
    await page.reload();
    await form.waitFor();
    await trocar.click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toBe(
      'Link para redefinir senha foi enviado ao e-mail do responsável!',
    );
    expect(await trocar.isDisabled()).toBe(true);
    const resetMail = await waitForMail(e2e.mailDir, email, (m) =>
      m.links.some((l) => l.includes('/reset-password?') && l !== link),
    );
    expect(resetMail.links.some((l) => l.startsWith(`${e2e.baseUrl}/reset-password?userId=`))).toBe(true);
  });

  it('pj: registers with an alphanumeric CNPJ and sees the responsible block in Meus Dados', async () => {
    const page = await openPage(browser(), e2e);
    const email = `resp.${RUN}@e2e.test`;
    const cnpj = cnpjFrom(`${RUN.slice(-4).toUpperCase().padStart(4, 'X')}E2E00001`);
    await page.goto('/cadastro-cliente');
    await page.getByRole('radio', { name: 'Jurídica' }).check();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Nome do Responsável é obrigatório (PJ).', { exact: true }).waitFor();
    await page.getByText('CNPJ é obrigatório.', { exact: true }).waitFor();
    await field(page, 'Nome do Responsável').fill('Rita Alves');
    await field(page, 'Email').fill(email);
    await field(page, 'CNPJ').fill(cnpj.toLowerCase());
    const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    expect(await field(page, 'CNPJ').inputValue()).toBe(masked);
    await field(page, 'Razão Social').fill('Alves Comércio Ltda');
    await screenshot(page, 'cadastro-pj');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText(`${SUCCESS_PREFIX}9`, { exact: true }).waitFor();

    await setPasswordFromMail(page, email, 'Rita2026xy');
    await fillLogin(page, email, 'Rita2026xy');
    await page.waitForURL('**/cliente/minhas-cotacoes');
    await page.goto('/meus-dados');
    await page.getByRole('form', { name: 'Meus Dados' }).waitFor();
    await page.getByRole('heading', { name: 'Responsável' }).waitFor();
    expect(await field(page, 'CNPJ').inputValue()).toBe(masked);
    expect(await field(page, 'CNPJ').getAttribute('readonly')).not.toBeNull();
    expect(await field(page, 'Nome do responsável').inputValue()).toBe('Rita Alves');
    expect(await field(page, 'E-mail do responsável').inputValue()).toBe(email);
    expect(await field(page, 'Razão Social').inputValue()).toBe('ALVES COMÉRCIO LTDA');
    await screenshot(page, 'meus-dados-pj');
    expect(await accessibilityViolations(page)).toEqual([]);

    // A new responsible e-mail (the login) is confirmed through the link e-mailed to it.
    const newEmail = `rita.nova.${RUN}@e2e.test`;
    await field(page, 'CEP').fill('20040020');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await page.waitForFunction(() => (document.getElementById('meus-dados-uf') as HTMLInputElement)?.value === 'RJ');
    await field(page, 'Número').fill('156');
    await field(page, 'E-mail do responsável').fill(newEmail);
    expect(await page.getByRole('button', { name: 'Trocar Senha' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('alert').filter({ hasText: 'Dados atualizados com sucesso!' }).waitFor();
    const confirmation = await waitForMail(e2e.mailDir, newEmail, (m) =>
      m.links.some((l) => l.includes('confirm-email')),
    );
    const confirmLink = confirmation.links.find((l) => l.includes('confirm-email'))!;
    const visitor = await openPage(browser(), e2e);
    await visitor.goto(confirmLink);
    await visitor.waitForURL('**/confirm-email?status=success');
    await visitor.getByRole('alert').filter({ hasText: 'E-mail confirmado com sucesso!' }).waitFor();
    await visitor.goto(confirmLink);
    await visitor.waitForURL(
      (url) => url.pathname === '/confirm-email' && url.searchParams.get('status') !== 'success',
    );
    await visitor.getByRole('alert').waitFor();

    // Registering the same CNPJ again is refused with the server's message.
    const other = await openPage(browser(), e2e);
    await other.goto('/cadastro-cliente');
    await other.getByRole('radio', { name: 'Jurídica' }).check();
    await field(other, 'Nome do Responsável').fill('Outra Pessoa');
    await field(other, 'Email').fill(`outra.${RUN}@e2e.test`);
    await field(other, 'CNPJ').fill(cnpj);
    await other.getByRole('button', { name: 'Cadastrar' }).click();
    await other
      .getByRole('alert')
      .filter({ hasText: 'Este CPF/CNPJ já é cliente. Para acessar o portal, peça à empresa' })
      .waitFor();
  });

  it('reset and confirmation links: incomplete, invalid, and each confirmation status', async () => {
    const page = await openPage(browser(), e2e);
    await page.goto('/reset-password?userId=5');
    const incomplete = timeFromTextToPath(page, 'Link inválido ou incompleto.', '/login');
    await page.getByRole('alert').filter({ hasText: 'Link inválido ou incompleto.' }).waitFor();
    await screenshot(page, 'link-incompleto');
    // The message shows as the page mounts, so the 5 s count from the page's own start.
    expect((await incomplete).sinceNavigation).toBeGreaterThanOrEqual(5000);

    await page.goto('/reset-password?userId=1&token=nao-vale');
    await page.getByRole('alert').filter({ hasText: 'Este link de redefinição está inválido ou expirado.' }).waitFor();

    const statuses: [string, string][] = [
      ['already-confirmed', 'Este e-mail já estava confirmado.'],
      ['not-found', 'Conta não encontrada.'],
      ['error', 'Token inválido ou expirado.'],
      ['qualquer', 'Ocorreu um problema ao confirmar seu e-mail.'],
    ];
    for (const [status, text] of statuses) {
      await page.goto(`/confirm-email?status=${status}`);
      await page.getByRole('alert').filter({ hasText: text }).waitFor();
    }
    await page.goto('/confirm-email?status=success');
    const leaving = timeFromTextToPath(page, 'E-mail confirmado com sucesso!', '/login');
    await page.getByText('Você será redirecionado em 4 segundos...').waitFor();
    await screenshot(page, 'confirmar-email');
    const { sinceNavigation } = await leaving;
    expect(sinceNavigation).toBeGreaterThanOrEqual(5000);
    expect(sinceNavigation).toBeLessThan(9000);
  });
});
