import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// *.spec.ts files that need a DOM (window, document, localStorage, rendering).
const DOM_SPECS = [
  'src/app/routes.spec.ts',
  'src/components/form/use-record-editor.spec.ts',
  'src/features/cadastro-cliente/validate-cadastro-cliente.spec.ts',
  'src/features/clientes/cliente-form.spec.ts',
  'src/features/cotacoes/cotacao-form.spec.ts',
  'src/lib/api-client.spec.ts',
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
    setupFiles: ['./src/test/setup.ts'],
    // MUI forms driven by user-event are slow in jsdom; a busy 2-core machine must not turn that into failures.
    testTimeout: 20_000,
    // Vitest leaves one core free by default: on 2 cores that ran the files one at a time.
    maxWorkers: 2,
    // Setting up jsdom costs ~2 s a file: plain logic specs (*.spec.ts) run in Node, components in jsdom.
    projects: [
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.spec.tsx', ...DOM_SPECS] } },
      { extends: true, test: { name: 'node', environment: 'node', include: ['src/**/*.spec.ts'], exclude: DOM_SPECS } },
    ],
  },
});
