import { describe, expect, inject, it } from 'vitest';
import { runTag, staffPage } from '../backoffice/helpers';
import { waitForMail } from '../support/mail';
import { fillLogin, openPage, screenshot } from '../support/browser';
import { cotacaoPronta, criarCenario } from './helpers';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

// Issue 26, tried as a new user would: a staff-registered pj customer; staff invite a contact from
// the customer modal; the contact opens the e-mailed link, sets a password, signs in, and sees and
// accepts the quotation the company had already been sent.
describe('Acesso ao portal: staff invite a contact, who signs in and accepts', () => {
  const browser = useBrowser();

  it('invites from the modal; the link sets the password; the contact sees and accepts the quotation', async () => {
    const tag = runTag('ap');
    const cenario = await criarCenario(e2e, tag);
    const cotacao = await cotacaoPronta(e2e, cenario, { enviar: true });
    const contato = { nome: `Diego Compras ${tag}`, email: `diego.${tag}@e2e.test`, senha: 'Contato2026x' };

    const { page } = await staffPage(browser(), e2e, e2e.comercial, '/comercial/clientes-busca');
    await page.getByRole('search').getByLabel('Nome/Razão Social', { exact: true }).fill(cenario.cliente.nome);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Visualizar' }).first().click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('tab', { name: 'Acesso ao portal' }).click();
    await modal.getByRole('table', { name: 'Usuários' }).getByText(cenario.usuario.email).waitFor();
    await modal.getByLabel('Nome do contato').fill(contato.nome);
    await modal.getByLabel('E-mail do contato').fill(contato.email.toUpperCase());
    await modal.getByRole('button', { name: 'Dar acesso' }).click();
    await modal.getByText('Acesso criado. Enviamos ao contato um convite para definir a senha.').waitFor();
    const linha = modal.getByRole('row', { name: new RegExp(contato.nome) });
    await linha.getByText('Convite enviado, senha ainda não definida').waitFor();
    expect(await linha.innerText()).toContain(contato.email);
    await screenshot(page, 'clientes-modal-acesso-portal');

    // The invitation arrives with the set-password link.
    const convite = await waitForMail(
      e2e.mailDir,
      contato.email,
      (m) => /seu acesso ao portal de cotações/.test(m.subject),
      60_000,
    );
    const link = convite.links.find((href) => href.includes('/reset-password?'));
    expect(link).toBeDefined();

    const customer = await openPage(browser(), e2e);
    await customer.goto(link!);
    await customer.getByLabel('Nova senha', { exact: true }).fill(contato.senha);
    await customer.getByLabel('Confirmar nova senha').fill(contato.senha);
    await customer.getByRole('button', { name: 'Salvar senha' }).click();
    await customer.getByText(/Senha definida com sucesso/).waitFor();
    await customer.waitForURL('**/login', { timeout: 15_000 });
    await fillLogin(customer, contato.email, contato.senha);
    await customer.waitForURL((url) => url.pathname.startsWith('/cliente'), { timeout: 15_000 });

    await customer.goto(`/cliente/minhas-cotacoes/${cotacao.id}`);
    await customer.getByRole('heading', { name: `Cotação ${cotacao.numero}` }).waitFor();
    await customer.getByRole('button', { name: 'Aceitar' }).click();
    const aceite = customer.getByRole('dialog');
    await aceite.getByLabel(/Li e concordo/).check();
    await aceite.getByRole('button', { name: 'Confirmar aceite' }).click();
    await customer.getByText(/Cotação aceita! Seu pedido nº \d+ foi criado\./).waitFor();

    // Back in the modal, the contact's login now counts as active.
    await modal.getByRole('tab', { name: 'Pedidos' }).click();
    await modal.getByRole('tab', { name: 'Acesso ao portal' }).click();
    await modal
      .getByRole('row', { name: new RegExp(contato.nome) })
      .getByText('Ativo', { exact: true })
      .waitFor();
  });

  it('the billing address without a login: "Definir senha e ver a cotação" sets the password and opens the quotation', async () => {
    const cenario = await criarCenario(e2e, runTag('fat'));
    const cotacao = await cotacaoPronta(e2e, cenario, { enviar: true });
    const mail = await waitForMail(
      e2e.mailDir,
      cenario.cliente.emailFaturamento,
      (m) => m.subject.includes(cotacao.numero),
      60_000,
    );
    expect(mail.text).toContain('Definir senha e ver a cotação');
    const link = mail.links.find((href) => href.includes('/reset-password?'));
    expect(new URL(link!).searchParams.get('next')).toBe(`/cliente/minhas-cotacoes/${cotacao.id}`);

    const page = await openPage(browser(), e2e);
    await page.goto(link!);
    await page.getByLabel('Nova senha', { exact: true }).fill('Faturamento2026x');
    await page.getByLabel('Confirmar nova senha').fill('Faturamento2026x');
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.waitForURL('**/login', { timeout: 15_000 });
    await fillLogin(page, cenario.cliente.emailFaturamento, 'Faturamento2026x');
    await page.waitForURL(`**/cliente/minhas-cotacoes/${cotacao.id}`, { timeout: 15_000 });
    await page.getByRole('heading', { name: `Cotação ${cotacao.numero}` }).waitFor();
  });
});
