import { calcularParcelas, calcularTotaisCentavos, formatarReais, scaledText } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag } from '../backoffice/helpers';
import { accessibilityViolations, screenshot } from '../support/browser';
import { signedInPage } from '../support/session';
import { useBrowser } from '../support/use-browser';
import { api, cotacaoPronta, criarCenario, scrollWidth, type Cenario } from './helpers';

const e2e = inject('e2e');
// The machine is shared: a page may take seconds to answer.
const POLL = { timeout: 15_000 };
const PHONE = { width: 375, height: 740 };
const AVISO = 'Impostos: IPI e ICMS-ST conforme indicado; demais tributos inclusos no preço';

// Issue 29: the staff edit the terms (Brazilian numbers, the shared messages), the customer reads them on a phone.
describe('quotation terms: the editor and the customer on a phone', () => {
  const browser = useBrowser();
  let cenario: Cenario;
  let draft: Cotacao;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, runTag('tm'));
    draft = await cotacaoPronta(e2e, cenario, { linhas: 2 });
  });

  it('the editor takes installments, payment, freight, total discount, IPI and ICMS-ST, with the shared messages', async () => {
    const page = await signedInPage(browser(), e2e, e2e.comercial, `/comercial/cotacoes/${draft.id}`);
    await page.getByLabel('Meio de pagamento').selectOption('boleto');
    await page.getByLabel('Modalidade de frete').selectOption('FOB');
    await page.getByLabel('Transportadora').fill('Rápido Sul');
    await page.getByLabel('Desconto no total (%)').fill('2,5');
    await page.getByLabel('IPI, linha 1').fill('9,75');
    await page.getByLabel('ICMS-ST, linha 2').fill('12,34');
    await page.getByRole('button', { name: 'Adicionar parcela' }).click();
    await page.getByRole('button', { name: 'Adicionar parcela' }).click();
    await page.getByLabel('Dias (parcela 1)').fill('28');
    await page.getByLabel('Percentual (parcela 1)').fill('50');
    await page.getByLabel('Dias (parcela 2)').fill('56');
    await page.getByLabel('Percentual (parcela 2)').fill('40');
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    // The shared messages, before anything is sent: freight with FOB, installments not summing to 100.
    await page.getByText('Os percentuais das parcelas devem somar 100% (somam 90,00%).').first().waitFor(POLL);
    await page
      .getByText('Valor de frete só com a modalidade CIF: com FOB ou sem frete, deixe o frete em zero.')
      .first()
      .waitFor();
    await page.getByLabel('Percentual (parcela 2)').fill('50');
    await page.getByLabel('Modalidade de frete').selectOption('CIF');
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await page.getByText('Rascunho salvo.').waitFor(POLL);

    const saved = (await api<Cotacao>(e2e, e2e.comercial, 'GET', `/api/Cotacoes/${draft.id}`)).body;
    const esperado = calcularTotaisCentavos(
      saved.itens.map((i, n) => ({
        quantidade: i.quantidade,
        precoUnitario: i.precoUnitario,
        ipiPercentual: n === 0 ? 9.75 : 0,
        icmsStValor: n === 1 ? 12.34 : null,
      })),
      50,
      2.5,
    );
    expect(saved).toMatchObject({
      meioPagamento: 'boleto',
      freteModalidade: 'CIF',
      transportadora: 'Rápido Sul',
      descontoTotalPercentual: 2.5,
      icmsSt: 12.34,
      total: Number(scaledText(esperado.totalCentavos, 2)),
      parcelas: calcularParcelas(
        esperado.totalCentavos,
        [
          { dias: 28, percentual: 50 },
          { dias: 56, percentual: 50 },
        ],
        null,
      ),
    });
    expect(saved.itens.map((i) => [i.ipiPercentual, i.icmsStValor])).toEqual([
      [9.75, null],
      [0, 12.34],
    ]);
    // The panel shows what the server stored.
    expect((await page.getByTestId('total-Total').innerText()).replace(/\s/g, ' ')).toBe(formatarReais(saved.total));
    expect((await page.getByTestId('total-IPI').innerText()).replace(/\s/g, ' ')).toBe(formatarReais(saved.ipi));
  });

  it('on a phone the terms fields stack, one per row', async () => {
    const page = await signedInPage(browser(), e2e, e2e.comercial, `/comercial/cotacoes/${draft.id}`, PHONE);
    const meio = await page.getByLabel('Meio de pagamento').boundingBox();
    const desconto = await page.getByLabel('Desconto no total (%)').boundingBox();
    expect(meio && desconto && desconto.y > meio.y + meio.height - 1).toBe(true);
    expect(desconto!.width).toBeGreaterThan(250);
    await screenshot(page, 'cotacao-termos-editor-phone');
  });

  it("the customer's page on a phone: installments with due dates, payment, freight, taxes per line and in the totals", async () => {
    const sent = await api<Cotacao>(e2e, e2e.comercial, 'POST', `/api/Cotacoes/${draft.id}/enviar`);
    expect(sent.status).toBe(200);
    const page = await signedInPage(browser(), e2e, cenario.usuario, `/cliente/minhas-cotacoes/${draft.id}`, PHONE);
    await page.getByRole('button', { name: 'Aceitar' }).waitFor(POLL);
    const condicoes = page.getByRole('region', { name: 'Condições' });
    const texto = await condicoes.innerText();
    for (const [i, parcela] of sent.body.parcelas.entries())
      expect(texto).toContain(
        `${i + 1}ª parcela: ${parcela.dias} dias (50%) - vence em ${parcela.vencimento!.split('-').reverse().join('/')} - ${formatarReais(parcela.valor)}`,
      );
    expect(texto).toContain('Boleto');
    expect(texto).toContain('CIF (por conta do vendedor) - Transportadora: Rápido Sul');
    expect(texto).toContain(AVISO);
    const linhas = await page.getByRole('list', { name: 'Itens' }).getByRole('listitem').allInnerTexts();
    expect(linhas[0]).toContain(`IPI 9,75%: ${formatarReais(sent.body.itens[0].ipi)}`);
    expect(linhas[1]).toContain('ICMS-ST: R$ 12,34');
    expect((await page.getByTestId('total-ICMS-ST').innerText()).replace(/\s/g, ' ')).toBe('R$ 12,34');
    expect((await page.getByTestId('total-Desconto no total').innerText()).replace(/\s/g, ' ')).toBe(
      `- ${formatarReais(sent.body.descontoTotal)}`,
    );
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'minha-cotacao-termos-phone');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('accepting a quotation paid by Pix on a phone shows its QR code and the copia e cola of the first installment', async () => {
    const pix = await cotacaoPronta(e2e, cenario, { linhas: 1 });
    const editada = await api<Cotacao>(e2e, e2e.comercial, 'PUT', `/api/Cotacoes/${pix.id}`, {
      clienteId: cenario.cliente.id,
      meioPagamento: 'pix',
      parcelas: [
        { dias: 0, percentual: 40 },
        { dias: 30, percentual: 60 },
      ],
      itens: pix.itens.map((i) => ({
        produtoId: i.produtoId,
        quantidade: i.quantidade,
        precoUnitario: i.precoUnitario,
      })),
      versao: pix.versao,
    });
    expect(editada.status).toBe(200);
    expect((await api(e2e, e2e.comercial, 'POST', `/api/Cotacoes/${pix.id}/enviar`)).status).toBe(200);
    const page = await signedInPage(browser(), e2e, cenario.usuario, `/cliente/minhas-cotacoes/${pix.id}`, PHONE);
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await page.getByLabel('Li e concordo com os itens, o total e as condições desta cotação.').check();
    await page.getByRole('button', { name: 'Confirmar aceite' }).click();
    const painel = page.getByRole('region', { name: 'Pague com Pix' });
    await painel.waitFor(POLL);
    expect(await painel.innerText()).toContain(`1ª parcela: ${formatarReais(editada.body.parcelas[0].valor)}`);
    const brcode = await painel.getByLabel('Pix copia e cola').inputValue();
    expect(brcode).toMatch(/^000201.*br\.gov\.bcb\.pix.*financeiro@e2e\.test.*6304[0-9A-F]{4}$/);
    expect(brcode).toContain(pix.numero.replace(/-/g, ''));
    expect(await painel.getByRole('img', { name: 'QR code do Pix' }).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'minha-cotacao-pix-phone');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
