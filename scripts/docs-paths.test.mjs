// Every file a document cites must exist: docs/contribuindo.md once cited files that were gone, and
// a newcomer following it lost time (issue 28). A cited path is a `code span` that looks like a file
// (a known extension) or a relative Markdown link. It may be written from the repository root, from
// the document's folder, or shortened to its last folders (`common/http/web-app.ts`).
// Run: node --test scripts/docs-paths.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const known = new Set([...tracked, ...folders]);
const FILE = /^[\w@.-]+(\/[\w@.-]+)*\.(ts|tsx|mts|mjs|js|md|sql|prisma|ya?ml|json|sh|css|html)$/;

/** The documents a newcomer reads: docs/, every README and the contributing guide. */
const documents = tracked.filter((file) => /^docs\/.*\.md$|(^|\/)README\.md$|^CONTRIBUTING\.md$/.test(file));

/** Cited paths of one document: file-like code spans and relative links. */
export function citedPaths(text) {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim()).filter((span) => FILE.test(span));
  const links = [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
    .map((m) => m[1])
    .filter((link) => !/^[a-z]+:/i.test(link) && !link.startsWith('/'));
  return [...new Set([...spans, ...links])];
}

// Not in the tree on purpose: build outputs, and the files docs/contribuindo.md's worked example
// (suppliers, `fornecedores`) asks the reader to create.
const NOT_TRACKED = /(^|\/)(dist|artifacts)\/|fornecedor/;

function exists(path, document) {
  if (NOT_TRACKED.test(path)) return true;
  const clean = path.replace(/\/$/, '');
  const fromDocument = normalize(join(dirname(document), clean));
  if (known.has(clean) || known.has(fromDocument)) return true;
  return [...known].some((file) => file.endsWith(`/${clean}`));
}

test('every path cited by docs/, a README or CONTRIBUTING.md exists', () => {
  assert.ok(documents.length >= 5, `only ${documents.length} documents found`);
  const missing = documents.flatMap((document) =>
    citedPaths(readFileSync(join(root, document), 'utf8'))
      .filter((path) => !exists(path, document))
      .map((path) => `${document}: ${path}`),
  );
  assert.deepEqual(missing, []);
});

test('the check can fail: a made-up path is reported', () => {
  assert.deepEqual(citedPaths('see `apps/api/src/nao-existe.ts` and [x](../sumiu.md)'), [
    'apps/api/src/nao-existe.ts',
    '../sumiu.md',
  ]);
  assert.equal(exists('apps/api/src/nao-existe.ts', 'docs/x.md'), false);
  assert.equal(exists('common/http/web-app.ts', 'docs/x.md'), true);
});
