import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Compares a committed, generated file with what it should now be. With UPDATE_DB_FILES=1 the test
 * writes the file instead (then review the diff and commit it), like Jest's `-u` for snapshots.
 */
export function expectCommittedFile(path: string, expected: string): void {
  if (process.env.UPDATE_DB_FILES === '1') {
    writeFileSync(path, expected);
    return;
  }
  let committed = '';
  try {
    committed = readFileSync(path, 'utf8');
  } catch {
    // Missing: the comparison below fails with the whole expected text.
  }
  if (committed !== expected) {
    throw new Error(
      `${path} está desatualizado. Atualize com UPDATE_DB_FILES=1 (docs/contribuindo.md, "Acesso a dados") e revise o diff.`,
    );
  }
}
