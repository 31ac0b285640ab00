import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, screenshotOnFailure } from './browser';

/**
 * One Chromium for the suite file that calls it (inside its describe): launched before the first test,
 * closed after the last whatever happened. After each test, a failure's pages are saved as
 * screenshots and that test's contexts are closed, so the next test starts clean.
 * Returns a getter: `browser()` is the running browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    if (!browser) return;
    try {
      await screenshotOnFailure(browser, task.result?.state === 'fail', task.name);
    } finally {
      await Promise.all(browser.contexts().map((context) => context.close()));
    }
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
  return () => {
    if (!browser) throw new Error('O navegador não foi iniciado (useBrowser fora de um describe?)');
    return browser;
  };
}
