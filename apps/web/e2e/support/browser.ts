import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { E2eContext, SeededUser } from './context';

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../../artifacts/screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A fresh context (own localStorage) and page on the app's origin. */
export async function openPage(browser: Browser, e2e: E2eContext): Promise<Page> {
  const context = await browser.newContext({
    baseURL: e2e.baseUrl,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Menus and dialogs fade in: capture them settled.
  await settle(page);
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Acessar' }).click();
}

/** Signs in through the login screen and waits for the landing page. */
export async function signIn(page: Page, user: SeededUser, landing: string): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await page.waitForURL((url) => url.pathname === landing);
}

/** The texts of the top bar's links and buttons, in order. */
export async function topBarItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.waitFor();
  const items = await nav
    .locator('a, button')
    .evaluateAll((elements) =>
      elements.map((element) => (element.textContent ?? '').trim() || element.querySelector('img')?.alt || ''),
    );
  // The dropdown arrow is decoration (aria-hidden).
  return items.map((text) => text.replace(/[\s\u00a0]*▾$/, '').trim());
}

/** What `timeFromTextToPath` measured, in ms. */
export interface RedirectTiming {
  /** From `text` first seen (or from when timing started, if it was already on screen) to arrival. */
  sinceText: number;
  /** From the document's navigation start to arrival. */
  sinceNavigation: number;
}

/**
 * Starts timing in the page: resolves when the location becomes `pathname` (client-side navigation)
 * after `text` was shown. Call before the action that shows the text.
 */
export function timeFromTextToPath(page: Page, text: string, pathname: string): Promise<RedirectTiming> {
  return page.evaluate(
    ([expected, target]) =>
      new Promise<RedirectTiming>((resolve) => {
        let shown = document.body.textContent?.includes(expected) ? performance.now() : 0;
        const observer = new MutationObserver(() => {
          if (!shown && document.body.textContent?.includes(expected)) shown = performance.now();
          if (shown && location.pathname === target) {
            observer.disconnect();
            resolve({ sinceText: performance.now() - shown, sinceNavigation: performance.now() });
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    [text, pathname] as const,
  );
}

/** Saves a screenshot of every open page when the test failed (artifacts/screenshots/falha-*.png). */
export async function screenshotOnFailure(browser: Browser, failed: boolean, name: string): Promise<void> {
  if (!failed) return;
  const pages = browser.contexts().flatMap((context) => context.pages());
  for (const [i, page] of pages.entries()) {
    await screenshot(page, `falha-${name.replace(/[^\w-]+/g, '-').slice(0, 60)}-${i}`).catch(() => undefined);
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2 A/AA rules) on the page and returns the violations as 'rule: target' lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Colours mid-transition (a button just enabled) would read as low contrast: let them settle.
  await settle(page);
  // Evaluated through the DevTools protocol, so the app's Content-Security-Policy does not block it.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: unknown) => Promise<AxeResults> } }).axe;
    const results = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
  });
}

interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

function settle(page: Page): Promise<unknown> {
  // Endless ones (spinners) never settle and are left out.
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
