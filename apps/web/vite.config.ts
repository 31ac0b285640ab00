import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// *.spec.ts files that need a DOM (window, document, localStorage, rendering); other *.spec.ts run in Node.
const DOM_SPECS = [
  'src/app/routes.spec.ts',
  'src/components/form/use-record-editor.spec.ts',
  'src/features/cadastro-cliente/validate-cadastro-cliente.spec.ts',
  'src/features/clientes/cliente-form.spec.ts',
  'src/features/cotacoes/cotacao-form.spec.ts',
  'src/lib/api-client.spec.ts',
  'src/lib/colar-em-nfc.spec.ts',
  'src/lib/guardado-local.spec.ts',
  'src/lib/token.spec.ts',
];

export default defineConfig({
  plugins: [react()],
  // '@/...' is src/: features import shared code through it (lint forbids '../../' out of a feature).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false },
  test: {
    globals: true,
    // MUI forms driven by user-event are slow (a CNPJ form took 20 s on a loaded 2-core machine);
    // a busy machine must not turn that into failures.
    testTimeout: 60_000,
    // Vitest leaves one core free by default: on 2 cores that ran the files one at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.spec.tsx', ...DOM_SPECS],
          setupFiles: ['./src/test/setup.ts'],
          // happy-dom sets a file up in a third of jsdom's time; the browser tests cover real Chromium.
          environment: 'happy-dom',
          // A VM context per file in long-lived threads: isolated like a fresh process, without the start-up.
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        // Plain logic with no module state: one module graph per worker instead of one per file.
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.spec.ts'],
          exclude: DOM_SPECS,
          pool: 'threads',
          isolate: false,
        },
      },
    ],
  },
});
