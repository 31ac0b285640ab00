// The naming rule of CONTRIBUTING.md, checked: a source file is `<domain noun>-<…>.<role>.ts`, kebab-case,
// the role one of the technical words in English, and no Portuguese word for a technical role (the
// quotation module once had `-escrita.repository`, `-transicoes.repository`, `-notificacoes.service`).
// Run: node --test scripts/file-names.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { test } from 'node:test';

const root = new URL('..', import.meta.url).pathname;

/** The roles a file name may end with, before `.ts`/`.tsx` (CONTRIBUTING.md, "Technical words in English"). */
export const ROLES = [
  'module',
  'controller',
  'service',
  'repository',
  'dto',
  'response',
  'guard',
  'decorator',
  'pipe',
  'interceptor',
  'filter',
  'strategy',
  'spec',
  'e2e-spec',
  'e2e',
  'd',
  'config',
  'exception',
  'client',
  'generated',
  // A back-office entity's descriptor (api) and a screen's route and menu entry (web).
  'entity',
  'route',
];

/** Portuguese words for technical roles: the English word goes in their place. */
export const PORTUGUESE_ROLES = {
  escrita: 'write',
  leitura: 'read',
  transicoes: 'transitions',
  notificacoes: 'notifications',
  agenda: 'scheduler',
  tarefas: 'jobs',
  exportacao: 'export',
  consultas: 'queries',
  servico: 'service',
  repositorio: 'repository',
  controlador: 'controller',
};

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What is wrong with one file name, or null. */
export function nameProblem(path) {
  const name = basename(path).replace(/\.(ts|tsx|mts|mjs)$/, '');
  const [stem, ...roles] = name.split('.');
  const role = roles.join('.');
  if (!KEBAB.test(stem)) return `${path}: "${stem}" não está em kebab-case`;
  if (role && !ROLES.includes(role)) return `${path}: papel ".${role}" fora da lista (${ROLES.join(', ')})`;
  const word = stem.split('-').find((part) => part in PORTUGUESE_ROLES);
  if (word) return `${path}: "${word}" é um papel técnico: use "${PORTUGUESE_ROLES[word]}"`;
  return null;
}

const SOURCES = /^(apps\/api\/src|apps\/web\/src|packages\/shared\/src)\/.*\.(ts|tsx)$/;

test('every source file name follows the naming rule', () => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCES.test(file) && !file.includes('/generated/'));
  assert.ok(files.length > 300, `only ${files.length} files`);
  assert.deepEqual(files.map(nameProblem).filter(Boolean), []);
});

test('the rule can fail', () => {
  assert.match(nameProblem('apps/api/src/modules/cotacoes/cotacoes-escrita.repository.ts'), /use "write"/);
  assert.match(nameProblem('apps/api/src/modules/x/x.servico.ts'), /fora da lista/);
  assert.match(nameProblem('apps/web/src/features/x/ClienteForm.tsx'), /kebab-case/);
  assert.equal(nameProblem('apps/api/src/modules/cotacoes/cotacoes-write.repository.ts'), null);
});
