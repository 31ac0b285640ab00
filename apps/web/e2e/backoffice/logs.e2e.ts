import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/browser';
import { field, staffPage, tableRows, waitForSomeRows } from './helpers';
import { useBrowser } from '../support/use-browser';

const e2e = inject('e2e');

/** A datetime-local value in São Paulo time (the browser()'s zone in these tests). */
function saoPaulo(date: Date): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return parts.replace(' ', 'T');
}

describe('log search and the placeholder screens (real server, Chromium)', () => {
  const browser = useBrowser();

  it('defaults to the last week, validates the texts, and lists entries newest first without sorting', async () => {
    const opened = new Date();
    const { page } = await staffPage(browser(), e2e, e2e.admin, '/admin/logs-busca');
    const search = page.getByRole('search');
    const start = await field(search, 'Data inicial').inputValue();
    const end = await field(search, 'Data final').inputValue();
    const near = (value: string, expected: Date) =>
      [saoPaulo(expected), saoPaulo(new Date(expected.getTime() + 60_000))].includes(value);
    expect(near(start, new Date(opened.getTime() - 7 * 24 * 3600_000))).toBe(true);
    expect(near(end, new Date(opened.getTime() + 60_000))).toBe(true);
    await screenshot(page, 'logs-busca');

    await field(search, 'Message').fill('ab');
    await field(search, 'JSON Log').fill('ip');
    await page.getByRole('button', { name: 'Buscar' }).click();
    expect(await page.getByText('Digite ao menos 3 caracteres para texto.').count()).toBe(2);

    await field(search, 'Message').fill('Login realizado');
    await field(search, 'JSON Log').fill(e2e.admin.email);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await waitForSomeRows(page);
    const rows = await tableRows(page);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[1] === 'Login realizado' && row[2].includes(e2e.admin.email))).toBe(true);
    const times = rows.map((row) => row[0]);
    expect(times.every((time) => /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/.test(time))).toBe(true);
    const sortable = times.map((time) => time.replace(/^(\d{2})\/(\d{2})\/(\d{4}), (.*)$/, '$3-$2-$1 $4'));
    expect(sortable).toEqual([...sortable].sort().reverse());
    expect(await page.locator('th button').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('text')).toBe('Login realizado');

    // Nothing in a window that ended before the system existed.
    await field(search, 'Data inicial').fill('2020-01-01T00:00');
    await field(search, 'Data final').fill('2020-01-02T00:00');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Nenhum registro encontrado.').waitFor();
  });

  it('placeholder routes show the customer search screen', async () => {
    for (const path of ['/comercial/planos-busca', '/relatorios/leads', '/fornecedor/departamentos']) {
      const { page } = await staffPage(browser(), e2e, e2e.admin, path);
      await page.getByRole('heading', { name: 'Clientes' }).waitFor();
      await page.getByRole('button', { name: 'Buscar' }).click();
      await page.getByRole('status').waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).searchParams.get('page')).toBe('1');
      await page.context().close();
    }
  });
});
