import type { ClienteInput } from '@portal/shared/dto';
import { cpfFrom } from '@portal/test-support';
import { describe, expect, inject, it } from 'vitest';
import { field, loginToken, staffPage, waitForTotal } from './helpers';
import { signedInPage } from '../support/helpers';
import { screenshot } from '../support/browser';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

async function call<T>(path: string, method: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${e2e.baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const pageHeight = (page: import('playwright-core').Page) =>
  // The content's height (the document is never shorter than the 900 px window).
  page.evaluate(() => Math.ceil(document.querySelector('main')!.getBoundingClientRect().bottom + scrollY));

describe('logs summary and Meus Dados Buscar CEP (issue 19)', () => {
  const browser = useBrowser();

  it('fifteen customer edits: one line each, expandable to a before/after; page height before and after', async () => {
    const tag = `LOG${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const token = await loginToken(e2e, e2e.comercial);
    const base: ClienteInput = {
      tipo_pessoa: 'pf',
      nome: `ROSA ${tag} LIMA`,
      razao_social: null,
      cnpj: null,
      cpf: cpfFrom(Date.now() % 700_000_000).replace(/\D/g, ''),
      ie: null,
      isento_ie: false,
      email_faturamento: `rosa.${tag.toLowerCase()}@e2e.test`,
      status: true,
      cep: '01001000',
      logradouro: 'RUA UM',
      numero: '0',
      complemento: null,
      bairro: 'CENTRO',
      cidade: 'SAO PAULO',
      uf: 'SP',
    };
    const { id } = await call<{ id: number }>('/api/Clientes', 'POST', token, base);
    for (let edit = 1; edit <= 15; edit++) {
      await call(`/api/Clientes/${id}`, 'PUT', token, {
        ...base,
        id,
        numero: String(edit),
        complemento: `SALA ${edit}`,
        bairro: `BAIRRO ${edit}`,
        logradouro: `RUA ${edit}`,
      });
    }

    const { page } = await staffPage(browser(), e2e, e2e.admin, '/admin/logs-busca');
    await field(page.getByRole('search'), 'Message').fill(`Cliente atualizado: ROSA ${tag}`);
    const answer = page.waitForResponse((response) => response.url().includes('/api/logs?'));
    await page.getByRole('button', { name: 'Buscar' }).click();
    const { data } = (await (await answer).json()) as { data: { data: unknown }[] };
    await waitForTotal(page, 15);
    const after = await pageHeight(page);

    const summaries = await page.locator('tbody summary').allInnerTexts();
    expect(summaries).toHaveLength(15);
    expect(summaries.every((line) => line === `CLIENTE_UPDATED · #${id} · ${e2e.comercial.email} (4 campos)`)).toBe(
      true,
    );
    // Newest first: the last edit, opened, reads as a table of what changed.
    await page.locator('tbody summary').first().click();
    const changes = page.locator('tbody details[open] table');
    await changes.waitFor();
    const rows = await changes
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual(
      expect.arrayContaining([
        ['numero', '14', '15'],
        ['complemento', 'SALA 14', 'SALA 15'],
        ['bairro', 'BAIRRO 14', 'BAIRRO 15'],
        ['logradouro', 'RUA 14', 'RUA 15'],
      ]),
    );
    await screenshot(page, 'acabamento-logs-resumo');
    const opened = await pageHeight(page);

    // The same fifteen entries as the screen drew them before (each one's JSON in full, same styles).
    await page.evaluate((entries) => {
      [...document.querySelector('table')!.tBodies[0].rows].forEach((row, index) => {
        const cell = row.cells[2];
        cell.innerHTML =
          '<pre style="margin:0;font-size:12px;white-space:pre-wrap;word-break:break-word;max-width:560px"></pre>';
        cell.firstElementChild!.textContent = JSON.stringify(entries[index].data ?? {}, null, 2);
      });
    }, data);
    const before = await pageHeight(page);
    console.warn(
      `Logs, 15 edições de cliente: antes (JSON completo) ${before} px; agora ${after} px (${opened} px com uma entrada aberta)`,
    );
    expect(after).toBeLessThan(before / 3);
    expect(after).toBeLessThan(1600);
  });

  it('Meus Dados Buscar CEP keeps the street and district typed when the service returns them empty', async () => {
    const page = await signedInPage(browser(), e2e, e2e.cliente, '/meus-dados');
    const text = (name: string) => page.getByRole('textbox', { name, exact: true });
    await text('CEP').waitFor();
    await text('Logradouro').fill('Rua das Flores');
    await text('Bairro').fill('Centro Histórico');
    await text('CEP').fill('78175000');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await page.waitForFunction(
      () => (document.getElementById('meus-dados-cidade') as HTMLInputElement)?.value === 'Poconé',
    );
    expect(await text('UF').inputValue()).toBe('MT');
    expect(await text('Logradouro').inputValue()).toBe('Rua das Flores');
    expect(await text('Bairro').inputValue()).toBe('Centro Histórico');
    await screenshot(page, 'acabamento-meus-dados-cep-unico');

    // A CEP with a street still fills it in.
    await text('CEP').fill('20040020');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await page.waitForFunction(
      () => (document.getElementById('meus-dados-cidade') as HTMLInputElement)?.value === 'Rio de Janeiro',
    );
    expect(await text('Logradouro').inputValue()).toBe('Avenida Rio Branco');
    expect(await text('Bairro').inputValue()).toBe('Centro');
  });
});
