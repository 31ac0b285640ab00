import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatarReais } from '@portal/shared/cotacoes';
import type { Cotacao } from '@portal/shared/dto';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runTag, waitForTotal } from '../backoffice/helpers';
import { accessibilityViolations, openPage, screenshot } from '../support/browser';
import type { SeededUser } from '../support/context';
import { signedInPage } from '../support/session';
import { api, cotacaoPronta, criarCenario, scrollWidth, type Cenario } from './helpers';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');
// The machine is shared: a page may take seconds to answer.
const POLL = { timeout: 15_000 };
const DIST = resolve(import.meta.dirname, '../../dist');
const ARTIFACTS = resolve(import.meta.dirname, '../../../../artifacts');
const PHONE = { width: 375, height: 740 };

/** A signed-in page with the given viewport (the phone tests need their own). */
const pageAt = (browser: Browser, user: SeededUser, path: string, viewport = { width: 1280, height: 900 }) =>
  signedInPage(browser, e2e, user, path, viewport);

/** Presses Tab (or Shift+Tab) until the focused element is the one named `name`, as a keyboard user would. */
async function tabTo(page: Page, name: string, back = false): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const found = await page.evaluate((expected) => {
      const element = document.activeElement as HTMLInputElement | null;
      if (!element) return false;
      const label = element.labels?.[0]?.textContent?.replace(/\s*\*$/, '');
      return [element.getAttribute('aria-label'), label, element.textContent].includes(expected);
    }, name);
    if (found) return;
  }
  throw new Error(`o foco não chegou a "${name}" pelo teclado`);
}

describe('quotation screens: phone, accessibility, keyboard, 50 lines, bundle sizes', () => {
  const browser = useBrowser();
  let cenario: Cenario;
  beforeAll(async () => {
    cenario = await criarCenario(e2e, runTag('tl'));
  });

  describe("the customer's list and detail (newest first, stacked rows on a phone, axe-clean)", () => {
    let aberta: Cotacao;
    let recusada: Cotacao;
    beforeAll(async () => {
      aberta = await cotacaoPronta(e2e, cenario, {
        enviar: true,
        linhas: 3,
        observacoes: 'Entrega no depósito da Rua Doutor Bacelar, 1234, fundos — portão azul; avisar com antecedência.',
      });
      recusada = await cotacaoPronta(e2e, cenario, { enviar: true });
      await api(e2e, cenario.usuario, 'POST', `/api/minhas-cotacoes/${recusada.id}/recusar`, { motivo: 'Sem verba' });
    });

    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [{ width: 1280, height: 900 }, 'desktop'],
    ] as const) {
      it(`${name} (${viewport.width} px)`, async () => {
        const found: string[] = [];
        const page = await pageAt(browser(), cenario.usuario, '/cliente/minhas-cotacoes', viewport);
        const lista = page.getByRole('list', { name: 'Cotações' });
        await lista
          .getByRole('link', { name: new RegExp(aberta.numero) })
          .first()
          .waitFor();
        // Newest first; the open one counts its days.
        const cards = await lista.getByRole('listitem').allInnerTexts();
        expect(cards[0]).toContain(recusada.numero);
        expect(cards[1]).toMatch(/vence em \d+ dias/);
        expect(cards[0]).not.toMatch(/vence/);
        if (name === 'phone') expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
        await screenshot(page, `minhas-cotacoes-${name}`);
        found.push(...(await accessibilityViolations(page)).map((v) => `lista ${name}: ${v}`));

        // The shared search pieces: the filter applies on Buscar, as on every search screen.
        await page.getByLabel('Status').selectOption('recusada');
        await page.getByRole('button', { name: 'Buscar' }).click();
        await page.waitForURL(/status=recusada/);
        await expect
          .poll(() => lista.getByRole('listitem').allInnerTexts(), POLL)
          .toEqual([expect.stringContaining('Recusada')]);

        await page.goto(`/cliente/minhas-cotacoes/${aberta.id}`);
        await page.getByRole('button', { name: 'Aceitar' }).waitFor();
        if (name === 'phone') {
          // Stacked rows instead of a table.
          expect(await page.getByRole('table').count()).toBe(0);
          expect(await page.getByRole('list', { name: 'Itens' }).getByRole('listitem').count()).toBe(3);
          expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
        } else {
          expect(await page.getByRole('table', { name: 'Itens' }).locator('tbody tr').count()).toBe(3);
        }
        await screenshot(page, `minha-cotacao-${name}`);
        found.push(...(await accessibilityViolations(page)).map((v) => `detalhe ${name}: ${v}`));
        await page.getByRole('button', { name: 'Aceitar' }).click();
        await page.getByRole('dialog').waitFor();
        if (name === 'phone') expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
        found.push(...(await accessibilityViolations(page)).map((v) => `aceite ${name}: ${v}`));
        await page.keyboard.press('Escape');
        expect(found).toEqual([]);
      });
    }
  });

  it('the editor by keyboard alone: pick the customer and products, edit a line, save; leaving with changes asks', async () => {
    const page = await pageAt(browser(), e2e.comercial, '/comercial/cotacoes/nova');
    await page.getByRole('heading', { name: 'Nova cotação' }).waitFor();
    await tabTo(page, 'Cliente (nome, CPF ou CNPJ)');
    await page.keyboard.type(cenario.cliente.nome);
    await page.getByRole('option', { name: new RegExp(cenario.cliente.nome) }).waitFor();
    await page.keyboard.press('Enter');
    await tabTo(page, 'Adicionar produto (nome ou SKU)');
    for (const produto of cenario.produtos.slice(0, 2)) {
      await page.keyboard.type(produto.sku);
      await page.getByRole('option', { name: new RegExp(produto.sku) }).waitFor();
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => page.getByTestId('linha').count(), POLL).toBe(2);
    await tabTo(page, 'Quantidade, linha 1', true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('4');
    await tabTo(page, 'Desconto, linha 1');
    await page.keyboard.type('10');
    await tabTo(page, 'Salvar rascunho', true);
    await page.keyboard.press('Enter');
    await page.getByText('Rascunho salvo.').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = (await api<Cotacao>(e2e, e2e.comercial, 'GET', `/api/Cotacoes/${id}`)).body;
    expect(saved.itens.map((i) => [i.sku, i.quantidade, i.descontoPercentual])).toEqual([
      [cenario.produtos[0].sku, 4, 10],
      [cenario.produtos[1].sku, 1, 0],
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Unsaved changes: the question comes first; Cancel stays, OK leaves.
    await page.getByLabel('Observações').fill('rascunho não salvo');
    const questions: string[] = [];
    let answer = false;
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    await page.getByRole('link', { name: 'Voltar para a busca' }).click();
    await expect.poll(() => questions.length, POLL).toBe(1);
    expect(new URL(page.url()).pathname).toBe(`/comercial/cotacoes/${id}`);
    answer = true;
    await page.getByRole('link', { name: 'Voltar para a busca' }).click();
    await page.waitForURL('**/comercial/cotacoes-busca');
    expect(questions).toEqual([
      'Há alterações não salvas nesta cotação. Sair e descartá-las?',
      'Há alterações não salvas nesta cotação. Sair e descartá-las?',
    ]);

    // The search finds it: coloured status chip, total in R$, CSV with the same number.
    await page.getByRole('search').getByLabel('Cliente (nome, CPF ou CNPJ)').fill(cenario.cliente.nome);
    await page.getByRole('search').getByLabel('Status').selectOption('rascunho');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForTotal(page, 1);
    await page.waitForURL(/status=rascunho/);
    const row = page.getByRole('row', { name: new RegExp(saved.numero) });
    await row.getByText('Rascunho').waitFor();
    expect((await row.innerText()).replace(/\s/g, ' ')).toContain(formatarReais(saved.total));
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'cotacoes-busca');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(readFileSync((await download.path())!, 'utf8')).toContain(saved.numero);
  }, 120_000);

  it('a 50-line quotation: time until the editor is usable; editor chunk and /login sizes', async () => {
    const grande = await cotacaoPronta(e2e, cenario, { linhas: 50 });
    const page = await signedInPage(browser(), e2e, e2e.comercial, '/comercial/cotacoes-busca');
    await page.getByRole('button', { name: 'Buscar' }).waitFor();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    // Opening it as a user does (a client-side move, the editor's chunk not yet loaded).
    const start = await page.evaluate(() => performance.now());
    await page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/comercial/cotacoes/${grande.id}`);
    const usable = await page
      .waitForFunction(
        () => {
          const rows = document.querySelectorAll('[data-testid="linha"]').length;
          const save = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Salvar rascunho');
          return rows === 50 && save && !save.disabled ? performance.now() : 0;
        },
        undefined,
        { polling: 'raf' },
      )
      .then((handle) => handle.jsonValue());
    const openMs = Math.round(usable - start);
    // Typing in line 50 updates its total and the panel.
    await page.getByLabel('Quantidade, linha 50').fill('1000');
    await expect.poll(() => page.getByLabel('Total da linha 50').innerText(), POLL).toMatch(/R\$/);

    const gz = (path: string) => gzipSync(readFileSync(resolve(DIST, `.${path}`))).length;
    const editorChunk = [...scripts].find((path) => path.includes('cotacao-editor-page'));
    expect(editorChunk).toBeDefined();
    const login = await openPage(browser(), e2e);
    const loginScripts = new Set<string>();
    login.on('response', (response) => {
      if (response.request().resourceType() === 'script') loginScripts.add(new URL(response.url()).pathname);
    });
    await login.goto('/login');
    await login.getByRole('button', { name: 'Acessar' }).waitFor();
    const loginGzip = [...loginScripts].reduce((sum, path) => sum + gz(path), 0);
    expect([...loginScripts].filter((path) => /cotacao|cotacoes/.test(path))).toEqual([]);
    expect(loginGzip).toBeLessThanOrEqual(150 * 1024);

    const figures = { openMs, editorChunk, editorChunkGzipBytes: gz(editorChunk!), loginGzipBytes: loginGzip };
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(resolve(ARTIFACTS, 'cotacoes-performance.json'), JSON.stringify(figures, null, 2));
    console.warn('cotações:', JSON.stringify(figures));
    // A figure for the note (4.3 s on a quiet run, 9.3 s at load average 23 on 2 cores); the bound only
    // catches a page that never becomes usable, since the machine is shared.
    expect(openMs).toBeLessThan(20_000);
    await screenshot(page, 'cotacao-editor-50-linhas');
  });
});
