import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag, withDb } from '../backoffice/helpers';
import { signedInPage } from '../support/helpers';
import { accessibilityViolations } from '../support/browser';
import { waitForMail } from '../support/mail';
import { useBrowser } from '../support/use-browser';
import { cotacaoPronta, criarCenario, type Cenario } from './helpers';

const e2e = inject('e2e');

// Issue 26: somebody is behind the quotation (findings 5 and 6), tried in the browser.
describe('the salesperson behind the quotation, in the browser', () => {
  const browser = useBrowser();
  let cenario: Cenario;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, runTag('vd'));
  });

  it('the dashboard does not scroll sideways at 1366 px', async () => {
    const page = await signedInPage(browser(), e2e, e2e.comercial, '/dashboard', { width: 1366, height: 768 });
    await page.getByTestId('novos-clientes').waitFor({ state: 'attached' });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });

  it('the customer sees the salesperson, asks on the quotation; the salesperson gets it by e-mail and answers; the answer arrives by e-mail', async () => {
    const q = await cotacaoPronta(e2e, cenario, { enviar: true });
    const vendedor = await withDb(e2e, async (db) => {
      const { rows } = await db.query<{ name: string }>('SELECT name FROM users WHERE email = $1', [
        e2e.comercial.email,
      ]);
      return rows[0].name;
    });
    const cliente = await signedInPage(browser(), e2e, cenario.usuario, `/cliente/minhas-cotacoes/${q.id}`);
    const secao = cliente.getByRole('region', { name: 'Seu vendedor' });
    await secao.getByText(vendedor).waitFor();
    await secao.getByRole('link', { name: e2e.comercial.email }).waitFor();

    const pergunta = `O frete pode ser grátis? (${cenario.tag})`;
    await cliente.getByLabel('Sua pergunta').fill(pergunta);
    await cliente.getByRole('button', { name: 'Enviar mensagem' }).click();
    await cliente.getByRole('list', { name: 'Mensagens' }).getByText(pergunta).waitFor();
    const aoVendedor = await waitForMail(e2e.mailDir, e2e.comercial.email, (m) => m.text.includes(pergunta), 60_000);
    expect(aoVendedor.subject).toContain(`pergunta sobre a cotação ${q.numero}`);
    const link = aoVendedor.links.find((l) => l.includes(`/comercial/cotacoes/${q.id}`));
    expect(link).toBeDefined();

    const staff = await signedInPage(browser(), e2e, e2e.comercial, new URL(link!).pathname);
    await staff.getByRole('list', { name: 'Mensagens' }).getByText(pergunta).waitFor();
    const resposta = `Sim, frete grátis acima de R$ 500,00 (${cenario.tag}).`;
    await staff.getByLabel('Resposta ao cliente').fill(resposta);
    await staff.getByRole('button', { name: 'Enviar mensagem' }).click();
    await staff.getByRole('list', { name: 'Mensagens' }).getByText(resposta).waitFor();
    const aoCliente = await waitForMail(e2e.mailDir, cenario.usuario.email, (m) => m.text.includes(resposta), 60_000);
    expect(aoCliente.subject).toContain(`resposta sobre a cotação ${q.numero}`);

    await cliente.reload();
    await cliente.getByRole('list', { name: 'Mensagens' }).getByText(resposta).waitFor();
    expect(await accessibilityViolations(cliente)).toEqual([]);
    // The staff screen of a sent quotation reads as a document, with the thread.
    expect(await staff.getByRole('textbox', { name: 'Frete (R$)' }).count()).toBe(0);
    expect(await accessibilityViolations(staff)).toEqual([]);
  });
});
