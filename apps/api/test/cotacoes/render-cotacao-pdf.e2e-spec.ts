import { formatarReais } from '@portal/shared/cotacoes';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderCotacaoPdf } from '../../src/modules/cotacoes/pdf/render-cotacao-pdf.js';
import { fixtureInput } from './cotacao-fixture.js';
import { pdfPages } from './pdf-text.js';

describe('renderCotacaoPdf', () => {
  it('prints the company, the customer, the lines, the totals and the conditions as text with accents', async () => {
    const input = fixtureInput(3);
    const pdf = await renderCotacaoPdf(input);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [page, ...rest] = await pdfPages(pdf);
    expect(rest).toEqual([]);
    for (const text of [
      'Distribuidora Exemplo Ltda.',
      'CNPJ 11.222.333/0001-81',
      'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
      'COTAÇÃO',
      'COT-2026-000123',
      // Sent at 02:30 UTC on the 24th: still the 23rd in Brasília.
      'Emissão: 23/11/2026',
      'Validade: 09/12/2026',
      'CLIENTE',
      'Açougue São João Ltda.',
      'CNPJ: 12.345.678/0001-95',
      'E-mail: compras@acougue.com.br Telefone: (11)98765-4321',
      'Endereço: Rua da Consolação, 1500, Loja 2 - Consolação - São Paulo/SP - CEP 01301-100',
      '# Código Descrição Qtd. Un. Preço unit. Desc. Total',
      '1 SKU-0001 Parafuso sextavado 1 mm 2,25 UN R$ 10,50 0% R$ 23,63',
      '2 SKU-0002 Parafuso sextavado 2 mm 3,5 UN R$ 20,50 0% R$ 71,75',
      '3 SKU-0003 Parafuso sextavado 3 mm 4 UN R$ 30,50 0% R$ 122,00',
      'Subtotal R$ 217,38',
      'Descontos R$ 0,00',
      'Frete R$ 1.234,50',
      'Total R$ 1.451,88',
      'Validade da proposta: 09/12/2026',
      'Condições de pagamento\n30/60/90 dias, boleto bancário',
      'Prazo de entrega\n15 dias úteis após a aprovação',
      'Observações\nPreços válidos para pagamento à vista ou em três parcelas. Não inclui instalação.',
      'Distribuidora Exemplo Ltda. - COT-2026-000123 Página 1 de 1',
    ]) {
      expect(page).toContain(text);
    }
  });

  it('continues a 200-line table over several pages, header repeated, "Página X de N" on each', async () => {
    const input = fixtureInput(200);
    const pages = await pdfPages(await renderCotacaoPdf(input));
    expect(pages.length).toBeGreaterThan(3);
    const header = '# Código Descrição Qtd. Un. Preço unit. Desc. Total';
    pages.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de ${pages.length}`);
      if (i < pages.length - 1 || page.includes('SKU-0200')) expect(page).toContain(header);
    });
    const all = pages.join('\n');
    for (let n = 1; n <= 200; n++) {
      expect(all.match(new RegExp(`SKU-${String(n).padStart(4, '0')}\\b`, 'g'))).toHaveLength(1);
    }
    expect(pages[1]).toContain('COT-2026-000123 - continuação');
    expect(pages.at(-1)).toContain(`Total ${formatarReais(input.cotacao.total)}`);
    expect(pages.at(-1)).toContain('Observações');
  });

  it('marks a draft, names the revision, masks a CPF customer, prints "Não informado." for empty conditions', async () => {
    const input = fixtureInput(1, {
      status: 'rascunho',
      revisao: 2,
      clienteTipoPessoa: 'pf',
      condicoesPagamento: null,
      prazoEntrega: '  ',
      observacoes: null,
      enviadaEm: null,
    });
    input.cliente = { ...input.cliente, documento: '123.456.789-09', complemento: null, telefone: null, email: null };
    const [page] = await pdfPages(await renderCotacaoPdf(input));
    expect(page).toContain('COT-2026-000123 (revisão 2)');
    expect(page).toContain('RASCUNHO - sem valor de proposta');
    expect(page).toContain('Emissão: 23/11/2026');
    expect(page).toContain('CPF: 123.456.789-09');
    expect(page).toContain('Endereço: Rua da Consolação, 1500 - Consolação');
    expect(page).not.toContain('compras@acougue.com.br');
    expect(page.match(/Não informado\./g)).toHaveLength(3);
  });

  it('names the salesperson (name, e-mail, phone) and addresses a company by razão social with its IE (issue 26)', async () => {
    const input = fixtureInput(1);
    input.cliente = {
      ...input.cliente,
      nome: 'Açougue do João',
      razaoSocial: 'Açougue São João Ltda.',
      ie: '110042490114',
    };
    const [page] = await pdfPages(await renderCotacaoPdf(input));
    expect(page).toMatch(/CLIENTE\nAçougue São João Ltda\.\nNome fantasia: Açougue do João\n/);
    expect(page).toContain('CNPJ: 12.345.678/0001-95 IE: 110042490114');
    expect(page).toMatch(/VENDEDOR\nMárcia Vendas +E-mail: marcia@exemplo\.com\.br +Telefone: \(11\)95555-4444/);
    input.cliente = { ...input.cliente, razaoSocial: 'Açougue do João', ie: null, isentoIe: true };
    const [isento] = await pdfPages(await renderCotacaoPdf(input));
    expect(isento).not.toContain('Nome fantasia');
    expect(isento).toContain('IE: Isento');
  });

  it('draws the logo when COMPANY_LOGO_FILE points at an image, and still renders when it cannot be read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'logo-'));
    const logo = join(dir, 'logo.png');
    writeFileSync(logo, Buffer.from(ONE_PIXEL_PNG, 'base64'));
    const withLogo = fixtureInput(1);
    withLogo.company = { ...withLogo.company, logoFile: logo };
    const pdf = await renderCotacaoPdf(withLogo);
    rmSync(dir, { recursive: true, force: true });
    expect(pdf.includes('/Subtype /Image')).toBe(true);
    const missing = fixtureInput(1);
    missing.company = { ...missing.company, logoFile: '/nao/existe.png' };
    const [page] = await pdfPages(await renderCotacaoPdf(missing));
    expect(page).toContain('Distribuidora Exemplo Ltda.');
  });

  it('prints "?" for a character saved before the input rule that no embedded font draws', async () => {
    const input = fixtureInput(1, { observacoes: 'Entrega rápida 🚚 — combinado “sem custo”' });
    const [page] = await pdfPages(await renderCotacaoPdf(input));
    expect(page).toContain('Entrega rápida ? — combinado “sem custo”');
  });
});

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
