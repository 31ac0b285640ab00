import { defineConfig } from 'vitest/config';

// The customer search with 100k customers: its own server and database (seeded by the API's
// seed-demo tool), so it never shares the regular browser suite's data or CPU.
// Run: npx vitest run --config e2e/backoffice/volume/vitest.volume.config.ts (after building api and web).
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['*.volume.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
