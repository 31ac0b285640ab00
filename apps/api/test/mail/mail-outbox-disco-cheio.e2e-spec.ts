import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MailQueue } from '../../src/modules/mail/mail-queue.service.js';
import { decodeMail } from '../support/mime-decode.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { mailJobs, until } from './mail-jobs.js';

/**
 * Probe 7 F8: without SMTP_URL each message becomes an .eml in DATA_DIR/outbox. On a full disk the
 * write failed half-way and left a truncated .eml (with the recipient and a live link) beside the
 * complete one the retry wrote later. Run on a real full filesystem: a small tmpfs over the outbox.
 */
describe('outbox on a full disk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves no half-written file: after space is freed the retry writes one complete .eml', async () => {
    const dir = t.config.mail.outboxDir;
    mkdirSync(dir, { recursive: true });
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k,mode=0700', 'tmpfs', dir], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(`Este teste precisa montar um tmpfs (root): ${(error as Error).message}`, { cause: error });
    }
    try {
      // Leaves 16 KB free: less than the message, more than nothing (so a file is begun).
      const livre = () => statfsSync(dir).bavail * statfsSync(dir).bsize;
      const enchimento = join(dir, 'enchimento');
      writeFileSync(enchimento, Buffer.alloc(livre() - 16 * 1024));
      expect(livre()).toBe(16 * 1024);

      const to = 'disco.cheio@exemplo.com.br';
      const text = `Defina sua senha: http://portal.test/reset-password?userId=7&token=abc\n${'x'.repeat(60_000)}`;
      await t.app.get(MailQueue).enqueue({ to, subject: 'Senha', text, html: '<p>Olá</p>', links: [] });
      // The first try met the full disk and is waiting to be retried.
      await until(async () => (await mailJobs(t.db)).some((job) => job.retryCount >= 1), 15_000);
      expect(readdirSync(dir)).toEqual(['enchimento']);

      rmSync(enchimento);
      await until(async () => (await mailJobs(t.db)).every((job) => job.state === 'completed'), 15_000);
      const files = readdirSync(dir);
      expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
      const mail = decodeMail(readFileSync(join(dir, files[0]), 'utf8'));
      expect(mail.text.replace(/\r\n/g, '\n').trimEnd()).toBe(text);
    } finally {
      execFileSync('umount', [dir]);
    }
  }, 60_000);
});
