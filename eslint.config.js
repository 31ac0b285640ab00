import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers are kept by lint, not by memory (scripts/lint-layers.test.mjs proves each rule fires).
const root = import.meta.dirname;
const folders = (path) =>
  readdirSync(`${root}/${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = folders('apps/web/src/features');
const apiModules = folders('apps/api/src/modules');

const LAYER_ZONES = [
  // Web: a feature never imports another (siblings included); shared UI and helpers never import a feature.
  ...features.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Uma feature não importa outra: o que duas usam vai para src/components ou src/lib.',
  })),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/test'],
    from: './apps/web/src/features',
    message: 'components/ e lib/ não importam features.',
  },
  // API: a module uses another only through its index.ts, the other module's public face.
  ...apiModules.map((module) => ({
    target: `./apps/api/src/modules/${module}`,
    from: './apps/api/src/modules',
    except: [`./${module}`, ...apiModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
    message: 'Um módulo usa outro só pelo index.ts dele (o que ele torna público).',
  })),
  // API: the shared layers never reach into a feature module.
  {
    target: ['./apps/api/src/common', './apps/api/src/database', './apps/api/src/config'],
    from: './apps/api/src/modules',
    message: 'common/ e database/ não importam modules/.',
  },
  // An app (its code, tests and scripts) never imports another app's src, test or dist.
  { target: './apps/web', from: './apps/api', message: 'Um app não importa outro: use packages/.' },
  { target: './apps/api', from: './apps/web', message: 'Um app não importa outro: use packages/.' },
  { target: ['./packages', './bench'], from: './apps', message: 'packages/ e bench/ não importam apps/.' },
];

// Only repositories (and the database module) hold the database client.
const DATABASE_CLIENT = {
  group: ['**/database/prisma.service.js', 'pg'],
  message: 'Só um *.repository.ts (ou src/database) usa o PrismaService ou o pg; um service pede a um repository.',
};
// A module uses another module through its exported service, never its repository.
const OTHER_MODULE_REPOSITORY = {
  group: ['../*/*.repository.js', '../../modules/*/*.repository.js'],
  message: 'Um módulo usa outro pelo service que ele exporta, não pelo repository.',
};

// Modules reach the database through the typed Db only (decisoes/0008): no Prisma model call, raw
// query or pool.query in apps/api/src/modules.
const PRISMA_MODEL_METHOD =
  '/^(findUnique|findUniqueOrThrow|findFirst|findFirstOrThrow|findMany|create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany|count|aggregate|groupBy)$/';
const TYPED_DB_ONLY =
  'Um módulo usa o Db tipado (Kysely, decisoes/0008), nunca chamadas de modelo do Prisma, SQL cru do Prisma ou pool.query.';
const UNTYPED_DATABASE_CALLS = [
  `CallExpression[callee.property.name=${PRISMA_MODEL_METHOD}][callee.object.object.name=/^(prisma|tx|db)$/]`,
  `CallExpression[callee.property.name=${PRISMA_MODEL_METHOD}][callee.object.object.property.name=/^(prisma|tx|db)$/]`,
  'MemberExpression[property.name=/^\\$(queryRaw|queryRawUnsafe|queryRawTyped|executeRaw|executeRawUnsafe)$/]',
  "CallExpression[callee.property.name='query'][callee.object.name='pool']",
  "CallExpression[callee.property.name='query'][callee.object.property.name='pool']",
].map((selector) => ({ selector, message: TYPED_DB_ONLY }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // Other builds of the API measured side by side by npm run bench --baseline (issue 30).
      'apps/api/dist-*/**',
      '**/node_modules/**',
      '**/generated/**',
      '.data/**',
      '.test-data/**',
      'bench/results/**',
      'artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Type-aware promise rules: a forgotten await or a promise handed where nobody waits for it.
    files: ['apps/*/{src,test,e2e}/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React event props may take an async handler: React ignores what it returns, and the handlers catch.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/database/**', 'apps/api/src/tools/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DATABASE_CLIENT, OTHER_MODULE_REPOSITORY] }] },
  },
  {
    files: ['apps/api/src/**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_MODULE_REPOSITORY] }] },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...UNTYPED_DATABASE_CALLS] },
  },
  {
    // Controllers are thin: they call their service, never a repository.
    files: ['apps/api/src/**/*.controller.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DATABASE_CLIENT,
            OTHER_MODULE_REPOSITORY,
            { group: ['./*.repository.js'], message: 'Um controller chama o seu service, nunca um repository.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', '**/*.mjs', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
