import { startSmtpServer, type SmtpTestServer } from './smtp-test-server.js';
import { createTestApp, type TestApp } from './test-app.js';

/** An app whose mail goes to a real SMTP test server (the conversation is real, the mailbox is ours). */
export async function startMailingApp(env: Record<string, string> = {}): Promise<{ t: TestApp; smtp: SmtpTestServer }> {
  const smtp = await startSmtpServer();
  try {
    return { smtp, t: await createTestApp({ SMTP_URL: smtp.url, ...env }) };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}

/** Two instances of the app over one database, as two replicas behind a load balancer. */
export async function startTwoInstances(): Promise<{ a: TestApp; b: TestApp }> {
  const a = await createTestApp();
  try {
    return { a, b: await createTestApp({}, { sameDatabaseAs: a }) };
  } catch (error) {
    await a.close();
    throw error;
  }
}

/** Closes what was started, in reverse order, each even if an earlier close failed. */
export async function closeAll(...parts: ({ close(): Promise<void> } | undefined)[]): Promise<void> {
  const errors: unknown[] = [];
  for (const part of parts.reverse()) {
    try {
      await part?.close();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
}
