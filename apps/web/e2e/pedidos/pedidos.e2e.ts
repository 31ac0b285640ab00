import type { Cotacao } from '@portal/shared/dto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag, staffPage, tableRows, waitForTotal, withDb } from '../backoffice/helpers';
import { accessibilityViolations, screenshot } from '../support/browser';
import { signedInPage } from '../support/session';
import { api, cotacaoPronta, criarCenario, scrollWidth, type Cenario } from '../cotacoes/helpers';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');
const PHONE = { width: 375, height: 740 };

// Issue 29: the order an accept makes, on the staff's Pedidos screens and the customer's Meus Pedidos.
describe('orders: staff Pedidos search and detail, the customer’s Meus Pedidos on a phone', () => {
  const browser = useBrowser();
  let cenario: Cenario;
  let aceita: Cotacao;
  let pedidoId: number;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, runTag('pd'));
    aceita = await cotacaoPronta(e2e, cenario, { enviar: true, linhas: 3 });
    const aceite = await api<{ pedidoId: number }>(
      e2e,
      cenario.usuario,
      'POST',
      `/api/minhas-cotacoes/${aceita.id}/aceitar`,
    );
    if (aceite.status !== 200) throw new Error(`aceitar: ${aceite.status}`);
    pedidoId = aceite.body.pedidoId;
  });

  it('staff find the order by number, open it and invoice it; Cancelar pedido is gone', async () => {
    const { page } = await staffPage(browser(), e2e, e2e.comercial, '/comercial/pedidos-busca');
    await page.getByLabel('Número').fill(aceita.numero);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 1);
    const [linha] = await tableRows(page);
    expect(linha.join(' | ')).toContain(aceita.numero);
    expect(linha.join(' | ')).toContain(cenario.cliente.nome);
    expect(linha.join(' | ')).toContain('Aberto');

    await page.getByRole('button', { name: 'Visualizar' }).first().click();
    await page.getByRole('heading', { name: `Pedido ${aceita.numero}` }).waitFor();
    const itens = page.getByRole('list', { name: 'Itens' }).getByRole('listitem');
    expect(await itens.count()).toBe(3);
    expect(await page.getByRole('region', { name: 'Cliente' }).innerText()).toContain(cenario.cliente.emailFaturamento);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Faturar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Faturar' }).click();
    await page.getByRole('status').filter({ hasText: 'Pedido faturado.' }).waitFor();
    await page.getByText('Faturado', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar pedido' }).count()).toBe(0);
    await screenshot(page, 'pedido-faturado');
    const status = await withDb(
      e2e,
      async (db) =>
        (await db.query<{ status: string }>('SELECT status FROM pedidos WHERE id = $1', [pedidoId])).rows[0].status,
    );
    expect(status).toBe('faturado');
  });

  it('the customer reads Meus Pedidos as cards on a 375 px phone and opens the order', async () => {
    const page = await signedInPage(browser(), e2e, cenario.usuario, '/cliente/meus-pedidos', PHONE);
    const lista = page.getByRole('list', { name: 'Pedidos' });
    const card = lista.getByRole('link', { name: new RegExp(aceita.numero) }).first();
    await card.waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'meus-pedidos-phone');

    await card.click();
    await page.getByRole('heading', { name: `Pedido ${aceita.numero}` }).waitFor();
    expect(await page.getByRole('list', { name: 'Itens' }).getByRole('listitem').count()).toBe(3);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'meu-pedido-phone');
  });
});
