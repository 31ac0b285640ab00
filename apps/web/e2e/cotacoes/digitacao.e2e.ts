import { formatarReais as money } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag } from '../backoffice/helpers';
import { signedInPage } from '../support/session';
import { useBrowser } from '../support/use-browser';
import { api, cotacaoPronta, criarCenario, type Cenario } from './helpers';

const e2e = inject('e2e');
// The machine is shared: a page may take seconds to answer.
const POLL = { timeout: 15_000 };
const PRODUTO = 'Adicionar produto (nome ou SKU)';

describe('the editor never changes what was typed: Brazilian numbers, fast Enter, a 409', () => {
  const browser = useBrowser();
  let cenario: Cenario;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, runTag('dg'));
  });

  it('quantity "1.500" is one thousand five hundred: line total, saved quantity, formatted when not focused', async () => {
    const draft = await cotacaoPronta(e2e, cenario, { linhas: 1 });
    const page = await signedInPage(browser(), e2e, e2e.comercial, `/comercial/cotacoes/${draft.id}`);
    const quantidade = page.getByLabel('Quantidade, linha 1');
    await quantidade.fill('1.500');
    const preco = page.getByLabel('Preço unitário, linha 1');
    await preco.fill('1.234');
    // Leaving the field shows the value the Brazilian way.
    await page.getByLabel('Observações').click();
    await expect.poll(() => preco.inputValue(), POLL).toBe('1.234,00');
    expect(await quantidade.inputValue()).toBe('1.500');
    expect((await page.getByLabel('Total da linha 1').innerText()).replace(/\s/g, ' ')).toBe(money(1500 * 1234));
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await page.getByText('Rascunho salvo.').waitFor();
    const saved = (await api<Cotacao>(e2e, e2e.comercial, 'GET', `/api/Cotacoes/${draft.id}`)).body;
    expect(saved.itens[0]).toMatchObject({ quantidade: 1500, precoUnitario: 1234, total: 1_851_000 });
  });

  it('typing one more character and Enter at once adds the product typed, not the one listed for the older text', async () => {
    const page = await signedInPage(browser(), e2e, e2e.comercial, '/comercial/cotacoes/nova');
    const box = page.getByRole('combobox', { name: PRODUTO });
    const prefixo = cenario.produtos[0].sku.slice(0, -1); // 'XXXXXX-': all three products match
    const alvo = cenario.produtos[2];
    await box.fill(prefixo);
    await page.getByRole('option', { name: new RegExp(cenario.produtos[0].sku) }).waitFor();
    await box.press(alvo.sku.slice(-1));
    await box.press('Enter');
    await expect.poll(() => page.getByTestId('linha').count(), POLL).toBe(1);
    expect(await page.getByTestId('linha').innerText()).toContain(alvo.sku);
    expect(await box.inputValue()).toBe('');
  });

  it('a 409 keeps the typing: two pages on one draft; the second sees what changed and reapplies its edits', async () => {
    const draft = await cotacaoPronta(e2e, cenario, { linhas: 2, observacoes: 'primeira versão' });
    const path = `/comercial/cotacoes/${draft.id}`;
    const [a, b] = [
      await signedInPage(browser(), e2e, e2e.comercial, path),
      await signedInPage(browser(), e2e, e2e.comercial, path),
    ];
    await b.getByLabel('Observações').waitFor();
    await a.getByLabel('Frete (R$)').fill('80');
    await a.getByRole('button', { name: 'Salvar rascunho' }).click();
    await a.getByText('Rascunho salvo.').waitFor();

    await b.getByLabel('Preço unitário, linha 2').fill('12,5');
    await b.getByLabel('Observações').fill('minha edição');
    await b.getByRole('button', { name: 'Salvar rascunho' }).click();
    const alerta = b.getByRole('alert').filter({ hasText: 'Outra pessoa salvou esta cotação' });
    await alerta.waitFor();
    expect(await alerta.getByRole('listitem').allInnerTexts()).toEqual(['Frete: 50,00 → 80,00']);
    // The typing is still there.
    expect(await b.getByLabel('Observações').inputValue()).toBe('minha edição');
    expect(await b.getByLabel('Preço unitário, linha 2').inputValue()).toBe('12,50');

    await alerta.getByRole('button', { name: 'Reaplicar minhas alterações e salvar' }).click();
    await b.getByText('Rascunho salvo.').waitFor();
    const saved = (await api<Cotacao>(e2e, e2e.comercial, 'GET', `/api/Cotacoes/${draft.id}`)).body;
    expect(saved).toMatchObject({ versao: draft.versao + 2, frete: 80, observacoes: 'minha edição' });
    expect(saved.itens.map((i) => i.precoUnitario)).toEqual([draft.itens[0].precoUnitario, 12.5]);
  });
});
