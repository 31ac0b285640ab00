import { calcularTotais, formatarReais } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag, staffPage, withDb } from '../backoffice/helpers';
import { signedInPage } from '../support/helpers';
import { waitForMail, type ReceivedMail } from '../support/mail';
import { openPage, screenshot } from '../support/browser';
import { api, cotacaoPronta, criarCenario, entrarComo, type Cenario } from './helpers';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');
// The machine is shared: a page may take seconds to answer.
const POLL = { timeout: 15_000 };
// The one money formatter (packages/shared): the screens print what the PDF and the e-mails print.
const money = formatarReais;
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).replace(/\s/g, ' ');

/** Picks the first suggestion for `typed` in the suggestion box `label` (typing, then Enter). */
async function pick(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().waitFor();
  await box.press('Enter');
}

describe('quotations: from the editor to the customer accepting, declining, expiry, revisions', () => {
  const browser = useBrowser();
  let cenario: Cenario;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, runTag('fx'));
  });

  it('a salesperson builds 3 lines with suggestions, saves, sends; the customer gets the e-mail, signs in from its link and accepts; the order shows in Pedidos; the salesperson gets the acceptance e-mail', async () => {
    const { page } = await staffPage(browser(), e2e, e2e.comercial, '/comercial/cotacoes-busca');
    await page.getByRole('button', { name: 'Adicionar Novo' }).click();
    await page.waitForURL('**/comercial/cotacoes/nova');
    await pick(page, 'Cliente (nome, CPF ou CNPJ)', cenario.cliente.nome, new RegExp(cenario.cliente.nome));
    const [parafuso, cabo, instalacao] = cenario.produtos;
    await pick(page, 'Adicionar produto (nome ou SKU)', parafuso.sku, new RegExp(parafuso.sku));
    await pick(page, 'Adicionar produto (nome ou SKU)', cabo.nome.slice(0, 12), new RegExp(cabo.sku));
    await pick(page, 'Adicionar produto (nome ou SKU)', instalacao.sku, new RegExp(instalacao.sku));
    await expect.poll(() => page.getByTestId('linha').count(), POLL).toBe(3);
    // The catalogue's price and unit prefill each line.
    expect(await page.getByLabel('Preço unitário, linha 2').inputValue()).toBe('189,90');
    expect(await page.getByLabel('Unidade, linha 3').inputValue()).toBe('H');
    await page.getByLabel('Quantidade, linha 1').fill('100');
    await page.getByLabel('Quantidade, linha 2').fill('2,5');
    await page.getByLabel('Desconto, linha 2').fill('7,5');
    await page.getByLabel('Preço unitário, linha 3').fill('333,33');
    await page.getByLabel('Quantidade, linha 3').fill('3');
    await page.getByLabel('Frete (R$)').fill('45,9');
    await page.getByLabel('Condições de pagamento').fill('Boleto 30/60 dias');
    await page.getByLabel('Prazo de entrega').fill('15 dias úteis');
    const expected = calcularTotais(
      [
        { quantidade: '100', precoUnitario: '1.25' },
        { quantidade: '2.5', precoUnitario: '189.9', descontoPercentual: '7.5' },
        { quantidade: '3', precoUnitario: '333.33' },
      ],
      '45.9',
    );
    await expect.poll(() => text(page, 'total-Total'), POLL).toBe(money(expected.total).replace(/\s/g, ' '));
    expect(await page.getByLabel('Total da linha 2').innerText()).toBe(money(expected.itens[1]));
    // Reorder: the service moves to the top.
    await page.getByRole('button', { name: 'Subir linha 3' }).click();
    await page.getByRole('button', { name: 'Subir linha 2' }).click();
    expect(await page.getByTestId('linha').first().innerText()).toContain(instalacao.sku);

    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await page.waitForURL(/\/comercial\/cotacoes\/\d+$/);
    await page.getByText('Rascunho salvo.').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = (await api<Cotacao>(e2e, e2e.comercial, 'GET', `/api/Cotacoes/${id}`)).body;
    // The panel and the server computed the same figures.
    expect({ subtotal: saved.subtotal, descontos: saved.descontos, frete: saved.frete, total: saved.total }).toEqual({
      subtotal: expected.subtotal,
      descontos: expected.descontos,
      frete: expected.frete,
      total: expected.total,
    });
    expect(saved.itens.map((item) => item.sku)).toEqual([instalacao.sku, parafuso.sku, cabo.sku]);
    await screenshot(page, 'cotacao-editor-desktop');

    // Opening the send dialog records no read of the customer's personal data (it asks the recipients route).
    const leituras = async () =>
      (
        await withDb(e2e, (db) =>
          db.query(
            `SELECT count(*)::int AS n FROM audit_logs WHERE data->>'action' = 'DADOS_PESSOAIS_LIDOS'
                AND (data->>'clienteId' = $1 OR data->'clienteIds' @> to_jsonb($1::int))`,
            [String(saved.clienteId)],
          ),
        )
      ).rows[0].n as number;
    const antes = await leituras();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    const confirmar = page.getByRole('dialog', { name: 'Enviar a cotação?' });
    await confirmar.getByRole('list', { name: 'Destinatários' }).waitFor();
    expect(await leituras()).toBe(antes);
    const recipients = await confirmar.getByRole('listitem').allInnerTexts();
    expect(recipients.join(' ')).toContain(cenario.usuario.email);
    expect(recipients.join(' ')).toContain(cenario.cliente.emailFaturamento);
    await confirmar.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Cotação enviada ao cliente.').waitFor();
    await page.getByText('Enviada', { exact: true }).first().waitFor();

    // The customer's user and the billing address get the e-mail (through the server's queue).
    const enviada = (m: ReceivedMail) => m.subject.includes(saved.numero);
    const mail = await waitForMail(e2e.mailDir, cenario.usuario.email, enviada, 60_000);
    await waitForMail(e2e.mailDir, cenario.cliente.emailFaturamento, enviada, 60_000);
    const link = mail.links.find((href) => href.endsWith(`/cliente/minhas-cotacoes/${id}`));
    expect(link).toBeDefined();
    expect(mail.attachments).toEqual([`${saved.numero}.pdf`]);

    // The customer follows the link signed out: /login first, then back to the quotation.
    const customer = await openPage(browser(), e2e);
    await customer.goto(link!);
    await customer.waitForURL('**/login');
    await entrarComo(customer, cenario.usuario);
    await customer.waitForURL(`**/cliente/minhas-cotacoes/${id}`);
    await customer.getByRole('heading', { name: `Cotação ${saved.numero}` }).waitFor();
    await customer.getByRole('button', { name: 'Aceitar' }).click();
    const aceite = customer.getByRole('dialog');
    expect((await aceite.innerText()).replace(/\s/g, ' ')).toContain(money(expected.total).replace(/\s/g, ' '));
    const confirmarAceite = aceite.getByRole('button', { name: 'Confirmar aceite' });
    expect(await confirmarAceite.isDisabled()).toBe(true);
    await aceite.getByLabel(/Li e concordo/).check();
    await confirmarAceite.click();
    const sucesso = customer.getByText(/Cotação aceita! Seu pedido nº \d+ foi criado\./);
    await sucesso.waitFor();
    const pedidoId = Number(/nº (\d+)/.exec(await sucesso.innerText())![1]);
    const pedido = await withDb(e2e, (db) =>
      db.query('SELECT valor::float AS valor, cotacao_id FROM pedidos WHERE id = $1', [pedidoId]),
    );
    expect(pedido.rows).toEqual([{ valor: expected.total, cotacao_id: id }]);
    await customer.getByRole('button', { name: 'Aceitar' }).waitFor({ state: 'detached' });
    const aviso = await waitForMail(
      e2e.mailDir,
      e2e.comercial.email,
      (m) => m.subject.includes(`${saved.numero} aceita`),
      60_000,
    );
    expect(aviso.text).toContain(`O pedido ${pedidoId} foi criado.`);

    // The order in the customer modal's Pedidos tab links back to the quotation.
    await page.goto('/comercial/clientes-busca');
    await page.getByRole('search').getByLabel('Nome/Razão Social', { exact: true }).fill(cenario.cliente.nome);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Visualizar' }).first().click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('tab', { name: 'Pedidos' }).click();
    const row = modal.getByRole('row', { name: new RegExp(`^${pedidoId}\\b`) });
    await row.getByRole('link', { name: 'Ver cotação' }).click();
    await page.waitForURL(`**/comercial/cotacoes/${id}`);
    await page.getByText(`Pedido nº ${pedidoId}`).waitFor();
    await page.getByText('Aceita', { exact: true }).first().waitFor();
  }, 150_000);

  it('the customer declines with a reason; the salesperson sees it', async () => {
    const cotacao = await cotacaoPronta(e2e, cenario, { enviar: true });
    const page = await openPage(browser(), e2e);
    await page.goto('/login');
    await entrarComo(page, cenario.usuario);
    await page.waitForURL('**/cliente/minhas-cotacoes');
    await page
      .getByRole('link', { name: new RegExp(cotacao.numero) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Recusar' }).click();
    await page.getByLabel('Motivo (opcional)').fill('Preço acima do orçamento');
    await page.getByRole('button', { name: 'Confirmar recusa' }).click();
    await page.getByText('Cotação recusada. O vendedor foi avisado.').waitFor();
    await page.getByText(/^Você recusou esta cotação em .*: Preço acima do orçamento$/).waitFor();
    const staff = (await api<Cotacao>(e2e, e2e.comercial, 'GET', `/api/Cotacoes/${cotacao.id}`)).body;
    expect({ status: staff.status, motivo: staff.motivoRecusa }).toEqual({
      status: 'recusada',
      motivo: 'Preço acima do orçamento',
    });
  });

  it('an expired quotation explains why and cannot be accepted', async () => {
    const cotacao = await cotacaoPronta(e2e, cenario, { enviar: true });
    // The validity ended yesterday (Brasília): what the server's clock reads days later.
    await withDb(e2e, (db) =>
      db.query(`UPDATE cotacoes SET validade = (now() AT TIME ZONE 'America/Sao_Paulo')::date - 1 WHERE id = $1`, [
        cotacao.id,
      ]),
    );
    const page = await openPage(browser(), e2e);
    await page.goto(`/cliente/minhas-cotacoes/${cotacao.id}`);
    await entrarComo(page, cenario.usuario);
    await page.getByText(/Esta cotação venceu em \d{2}\/\d{2}\/\d{4} e não pode mais ser aceita/).waitFor();
    expect(await page.getByRole('button', { name: 'Aceitar' }).count()).toBe(0);
    const refused = await api<{ message: string }>(
      e2e,
      cenario.usuario,
      'POST',
      `/api/minhas-cotacoes/${cotacao.id}/aceitar`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/venceu em .* e não pode mais ser aceita/);
    const pedidos = await withDb(e2e, (db) => db.query('SELECT id FROM pedidos WHERE cotacao_id = $1', [cotacao.id]));
    expect(pedidos.rows).toEqual([]);
  });

  it('a revision replaces the sent quotation; the customer is pointed to it', async () => {
    const original = await cotacaoPronta(e2e, cenario, { enviar: true });
    const page = await signedInPage(browser(), e2e, e2e.comercial, `/comercial/cotacoes/${original.id}`);
    await page.getByRole('button', { name: 'Revisar' }).click();
    await page.getByText('Revisão 2 criada como rascunho.').waitFor();
    await page.getByRole('heading', { name: `Cotação ${original.numero} (rev. 2)` }).waitFor();
    await page.getByLabel('Quantidade, linha 1').fill('7');
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await page.getByText('Rascunho salvo.').waitFor();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Cotação enviada ao cliente.').waitFor();
    await page.getByRole('link', { name: 'Revisão 1 — Substituída' }).click();
    await page.waitForURL(`**/comercial/cotacoes/${original.id}`);
    await page.getByText('Substituída', { exact: true }).first().waitFor();

    const customer = await openPage(browser(), e2e);
    await customer.goto(`/cliente/minhas-cotacoes/${original.id}`);
    await entrarComo(customer, cenario.usuario);
    await customer.getByText(/foi substituída por uma revisão mais nova/).waitFor();
    await customer.getByRole('link', { name: 'Ver a revisão 2' }).click();
    await customer.getByRole('heading', { name: `Cotação ${original.numero} (rev. 2)` }).waitFor();
    await customer.getByRole('button', { name: 'Aceitar' }).waitFor();
  });
});
