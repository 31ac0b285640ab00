// Proves the layer rules of eslint.config.js fire: each probe is a deliberately wrong file, written
// next to real code (so imports resolve and the type-aware rules see a project), linted, then removed.
// Run: node --test scripts/lint-layers.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..');
const written = [];
after(() => written.forEach((file) => rmSync(file, { force: true })));

const PROBES = [
  [
    'a web feature imports a sibling feature',
    'apps/web/src/features/clientes/probe-layer.ts',
    "import '../produtos/produto-form';",
    'import-x/no-restricted-paths',
  ],
  [
    'components/ imports a feature',
    'apps/web/src/components/probe-layer.ts',
    "import '../features/clientes/cliente-form';",
    'import-x/no-restricted-paths',
  ],
  [
    'lib/ imports a feature',
    'apps/web/src/lib/probe-layer.ts',
    "import '../features/produtos/produto-form';",
    'import-x/no-restricted-paths',
  ],
  [
    'the web tests import the API source',
    'apps/web/e2e/probe-layer.ts',
    "import '../../api/src/database/db.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'the API tests import the web source',
    'apps/api/test/probe-layer.ts',
    "import '../../web/src/lib/token';",
    'import-x/no-restricted-paths',
  ],
  [
    'API common/ imports a module',
    'apps/api/src/common/probe-layer.ts',
    "import '../modules/audit/audit.service.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'API database/ imports a module',
    'apps/api/src/database/probe-layer.ts',
    "import '../modules/audit/audit.service.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'a service holds the Prisma client',
    'apps/api/src/modules/clientes/probe-layer.service.ts',
    "import '../../database/prisma.service.js';",
    'no-restricted-imports',
  ],
  [
    'a service uses pg',
    'apps/api/src/modules/clientes/probe-layer.service.ts',
    "import 'pg';",
    'no-restricted-imports',
  ],
  [
    "a service uses another module's repository",
    'apps/api/src/modules/clientes/probe-layer.service.ts',
    "import '../produtos/produtos.repository.js';",
    'no-restricted-imports',
  ],
  [
    'a module imports another past its index.ts',
    'apps/api/src/modules/clientes/probe-layer.ts',
    "import '../audit/audit.service.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'a module file deeper down imports another past its index.ts',
    'apps/api/src/modules/cotacoes/dto/probe-layer.ts',
    "import '../../mail/mail-templates.js';",
    'import-x/no-restricted-paths',
  ],
  [
    'a controller injects its repository',
    'apps/api/src/modules/clientes/probe-layer.controller.ts',
    "import './clientes.repository.js';",
    'no-restricted-imports',
  ],
  [
    'a repository calls a Prisma model',
    'apps/api/src/modules/clientes/probe-layer.repository.ts',
    'export const f = (prisma: any) => prisma.cliente.findFirst({ where: { id: 1 } });',
    'no-restricted-syntax',
  ],
  [
    'a repository calls a model of the Prisma transaction it was handed',
    'apps/api/src/modules/clientes/probe-layer.repository.ts',
    'export class R {\n  constructor(private readonly prisma: any) {}\n  f() {\n    return this.prisma.user.update({});\n  }\n}',
    'no-restricted-syntax',
  ],
  [
    'a repository runs Prisma raw SQL',
    'apps/api/src/modules/clientes/probe-layer.repository.ts',
    "export const f = (tx: any) => tx.$queryRawUnsafe('SELECT 1');",
    'no-restricted-syntax',
  ],
  [
    'a repository queries the pool',
    'apps/api/src/modules/clientes/probe-layer.repository.ts',
    "export const f = (x: any) => x.prisma.pool.query('SELECT 1');",
    'no-restricted-syntax',
  ],
  [
    'a floating promise',
    'apps/web/src/lib/probe-layer.ts',
    'async function work(): Promise<void> {}\nwork();\nexport {};',
    '@typescript-eslint/no-floating-promises',
  ],
  [
    'a promise where nothing waits',
    'apps/api/src/common/probe-layer.ts',
    'export const x = [1].forEach(async () => {});',
    '@typescript-eslint/no-misused-promises',
  ],
];

for (const [name, file, source, rule] of PROBES) {
  test(`lint refuses: ${name}`, async () => {
    const path = join(root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${source}\n`);
    written.push(path);
    try {
      const [result] = await new ESLint({ cwd: root }).lintFiles([path]);
      const rules = result.messages.map((message) => message.ruleId ?? message.message);
      assert.ok(rules.includes(rule), `${rule} expected, got ${JSON.stringify(rules)}`);
    } finally {
      rmSync(path, { force: true });
    }
  });
}

test('lint refuses an import cycle', async () => {
  const a = join(root, 'apps/web/src/lib/probe-cycle-a.ts');
  const b = join(root, 'apps/web/src/lib/probe-cycle-b.ts');
  writeFileSync(a, "import { b } from './probe-cycle-b';\nexport const a = () => b;\n");
  writeFileSync(b, "import { a } from './probe-cycle-a';\nexport const b = () => a;\n");
  written.push(a, b);
  const [result] = await new ESLint({ cwd: root }).lintFiles([a]);
  assert.ok(result.messages.some((message) => message.ruleId === 'import-x/no-cycle'));
});

test('the real tree passes the same rules', async () => {
  const results = await new ESLint({ cwd: root }).lintFiles(['apps/api/src/modules', 'apps/web/src/features']);
  const layer = results.flatMap((r) => r.messages.filter((m) => /no-restricted|no-cycle/.test(m.ruleId ?? '')));
  assert.deepEqual(layer, []);
});
