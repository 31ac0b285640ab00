import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '@portal/test-support';
import pg from 'pg';
import type { E2eContext, SeededUser } from '../support/context';

/** A user of this file only (others may change theirs), inserted straight into the database. */
export async function insertUser(e2e: E2eContext, role: string, user: SeededUser): Promise<void> {
  await withDb(e2e, async (db) => {
    await db.query(
      `INSERT INTO users (email, name, role_id, status, email_confirmed, password_hash)
       VALUES ($1, $2, (SELECT id FROM roles WHERE normalized_name = $3), 1, true, $4)`,
      [user.email, user.name, role, await hashPassword(user.password)],
    );
  });
}

export async function withDb<T>(e2e: E2eContext, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: e2e.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** A page signed in as `user` (token stored as the login screen leaves it), opened at `path`. */
export async function signedInPage(browser: Browser, e2e: E2eContext, user: SeededUser, path: string): Promise<Page> {
  const response = await fetch(`${e2e.baseUrl}/api/Auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { token } = (await response.json()) as { token: string };
  const context = await browser.newContext({
    baseURL: e2e.baseUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    storageState: { cookies: [], origins: [{ origin: e2e.baseUrl, localStorage: [{ name: 'token', value: token }] }] },
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

// The API's export tests read the same files: one reader for both.
export { parseCsv } from '@portal/test-support';
