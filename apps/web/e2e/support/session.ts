import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import type { E2eContext, SeededUser } from './context';

/** Runs `work` on a fresh database connection, closed afterwards whatever happens. */
export async function withDb<T>(e2e: E2eContext, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: e2e.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Signs in through the API (the login screen has its own tests) and returns the session token. */
export async function loginToken(e2e: E2eContext, user: SeededUser): Promise<string> {
  const response = await fetch(`${e2e.baseUrl}/api/Auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`login de ${user.email} falhou: ${body.message}`);
  return body.token;
}

/** A page in a new context (downloads accepted, Playwright's default) signed in as `user` (token in localStorage, as the login screen leaves it), at `path`. */
export async function signedInPage(
  browser: Browser,
  e2e: E2eContext,
  user: SeededUser,
  path: string,
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const token = await loginToken(e2e, user);
  const context = await browser.newContext({
    baseURL: e2e.baseUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport,
    storageState: { cookies: [], origins: [{ origin: e2e.baseUrl, localStorage: [{ name: 'token', value: token }] }] },
  });
  // Generous: two Chromiums and the server share two cores during the suite.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
