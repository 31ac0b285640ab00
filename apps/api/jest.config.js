// Native ESM (NestJS 12 is ESM-only): run through `node --experimental-vm-modules`.
export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2023',
        },
        module: { type: 'es6' },
      },
    ],
  },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/test/support/stop-servers.ts'],
  testTimeout: 30000,
  // Two files at a time on two cores (Jest's default is cores - 1: one file at a time). A file spends
  // much of its time waiting (PostgreSQL, the SMTP round trips, the servers and tools it spawns), and
  // every file has its own database, so two run side by side; the browser tests do the same.
  maxWorkers: 2,
  // On 2 cores Jest runs every file in band, in its own main process, where the ES module graphs of ~150 test
  // files then pile up past Node's 4 GB heap (it died at 1,000 s). A worker recycled once it holds
  // more than this keeps the run's memory flat (and a worker is used even with one core free).
  workerIdleMemoryLimit: '1500MB',
  // How long a worker may take to end once Jest tells it to (Jest's default: 500 ms, then SIGTERM and
  // "A worker process has failed to exit gracefully"). Measured 2026-11-26 at load average ~20 with a
  // probe preloaded in the workers: every worker had no ref'd timer, socket, server or child left,
  // fired its 'exit' event 1-8 ms after Jest's END, and was still tearing down its heap (hundreds of
  // MB of module graphs) when the SIGTERM came 500 ms later. A real leak still ends in that message,
  // after 10 s.
  workerGracefulExitTimeout: 10_000,
};
