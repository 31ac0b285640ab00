import type { Browser, Locator, Page } from 'playwright-core';
import type { E2eContext, SeededUser } from '../support/context';
import { signedInPage } from '../support/session';

/** A unique tag per test file run, so files sharing the database never see each other's rows. */
export const runTag = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`;

export { loginToken, withDb } from '../support/session';

export interface StaffPage {
  page: Page;
  /** Every window.alert text, in order (each is accepted). */
  alerts: string[];
}

/** A signed-in page (token in localStorage, as the login screen leaves it) opened at `path`. */
export async function staffPage(browser: Browser, e2e: E2eContext, user: SeededUser, path: string): Promise<StaffPage> {
  const page = await signedInPage(browser, e2e, user, path);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Buscar' }).waitFor();
  return { page, alerts };
}

/** Waits for the next window.alert after `count` were seen and returns its text. */
export async function nextAlert(alerts: string[], count: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (alerts.length <= count) {
    if (Date.now() > deadline) throw new Error(`nenhum alerta (vistos: ${JSON.stringify(alerts)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return alerts[count];
}

/** The record modal (the first dialog; the delete confirmation is a second one). */
export const recordDialog = (page: Page) => page.getByRole('dialog').first();

/** A field by its exact label; a required one's label ends in MUI's asterisk ('Nome *'), which is ignored. */
export const field = (scope: Locator | Page, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

/** The search table's body rows as arrays of cell texts (Ações excluded). */
export async function tableRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table').first();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelectorAll('td').length > 1)
        .map((row) =>
          [...row.querySelectorAll('td')]
            .filter((cell) => !cell.querySelector('button'))
            .map((cell) => (cell as HTMLElement).innerText.trim()),
        ),
    );
}

/** Waits until the table is not loading and shows `total` in the footer. */
export async function waitForTotal(page: Page, total: number): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: `Total: ${total}` })
    .waitFor();
  await page.locator('table[aria-busy="false"]').first().waitFor();
}

/** Waits for a search's answer with rows (before the first Buscar the table shows only a hint row). */
export async function waitForSomeRows(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: /^Total: [1-9]/ })
    .waitFor();
  await page.locator('table[aria-busy="false"]').first().waitFor();
}

/** Page numbers shown in the pagination window. */
export async function pageWindow(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('navigation', { name: 'Paginação' })
    .getByRole('button', { name: /^Página \d+$/ })
    .allInnerTexts();
  return texts.map(Number);
}

/** Waits until page `n` is current and its rows have loaded. */
export async function onPage(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('nav[aria-label="Paginação"] button[aria-current="page"]')?.textContent ===
        String(expected) && document.querySelector('table')?.getAttribute('aria-busy') === 'false',
    n,
  );
}

type Probe = Window & { __t0?: number; __busy?: boolean };

export interface BuscarTiming {
  /** From the click on Buscar until the table shows the 50 fresh rows. */
  totalMs: number;
  /** From the moment the answer finished arriving (resource timing) until those rows were shown. */
  renderMs: number;
}

/**
 * Clicks Buscar and measures, inside the page, from the click until the table has finished a fresh
 * load (it went busy, then idle) and shows 50 rows.
 */
export async function timeBuscar(page: Page): Promise<BuscarTiming> {
  await page.evaluate(() => {
    const probe = window as Probe;
    probe.__t0 = 0;
    probe.__busy = false;
    // The buffer holds 250 entries and then drops new ones.
    performance.clearResourceTimings();
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Buscar')!;
    button.addEventListener('click', () => (probe.__t0 = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('table[aria-busy="true"]')) {
        probe.__busy = true;
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
  await page.getByRole('button', { name: 'Buscar' }).click();
  const handle = await page.waitForFunction(
    () => {
      const probe = window as Probe;
      const table = document.querySelector('table');
      const rows = table?.querySelectorAll('tbody tr').length ?? 0;
      if (!(probe.__t0 && probe.__busy && table?.getAttribute('aria-busy') === 'false' && rows === 50)) return false;
      const now = performance.now();
      const answer = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/') && entry.startTime >= probe.__t0!)
        .pop() as PerformanceResourceTiming | undefined;
      return { totalMs: now - probe.__t0, renderMs: answer ? now - answer.responseEnd : Number.NaN };
    },
    undefined,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as BuscarTiming;
}
