import { defineConfig } from 'vitest/config';

// Browser tests: the built app served by the real API, driven in Debian's Chromium (playwright-core).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/support/global-setup.ts'],
    pool: 'forks',
    // One Chromium per file; two files at a time on two cores.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
