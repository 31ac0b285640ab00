import { describe, expect, it } from 'vitest';
import { isSuccessMessage } from '../messages/index.js';

// A back-office entity added after issue 28 keeps its limits, messages, rules and types in one file
// here (`@portal/shared/entidades/<entidade>`), so no shared index or list is edited. What
// messages.spec.ts checks of the message groups holds for every such file, found by name:
// `*_MESSAGES` (errors) and `*_TEXTS` (the record modal's texts).
type Group = Record<string, unknown>;

// Vitest's import.meta.glob (Vite), typed here: the package has no Vite types.
declare global {
  interface ImportMeta {
    glob<T>(patterns: string[], options: { eager: true }): Record<string, T>;
  }
}
const FILES = import.meta.glob<Record<string, Group>>(['./*.ts', '!./*.spec.ts'], { eager: true });
const SUCCESSES = ['created', 'updated', 'deleted'];
const FAILURES = ['saveFailed', 'deleteFailed', 'idMissing'];

/** What is wrong with an error group: a text that would show as a success, or untrimmed. */
function messageProblems(name: string, group: Group): string[] {
  return Object.entries(group).flatMap(([key, text]) =>
    typeof text !== 'string' || !text || text.trim() !== text
      ? [`${name}.${key}: texto vazio ou com espaços nas pontas`]
      : isSuccessMessage(text)
        ? [`${name}.${key}: um erro não diz "sucesso"`]
        : [],
  );
}

/** What is wrong with the record modal's texts: the successes say "sucesso", the failures do not. */
function textsProblems(name: string, texts: Group): string[] {
  const missing = [...SUCCESSES, ...FAILURES].filter((key) => typeof texts[key] !== 'string');
  return [
    ...missing.map((key) => `${name}.${key}: falta o texto`),
    ...SUCCESSES.filter((key) => !missing.includes(key) && !isSuccessMessage(texts[key])).map(
      (key) => `${name}.${key}: um sucesso diz "sucesso"`,
    ),
    ...messageProblems(name, Object.fromEntries(FAILURES.map((key) => [key, texts[key] ?? '']))).filter(
      (problem) => !missing.some((key) => problem.startsWith(`${name}.${key}:`)),
    ),
  ];
}

describe('entity files (src/entidades)', () => {
  it('every *_MESSAGES and *_TEXTS group of every file keeps the message rules', () => {
    const problems: string[] = [];
    for (const [file, exports] of Object.entries(FILES)) {
      for (const [name, group] of Object.entries(exports)) {
        if (name.endsWith('_MESSAGES')) problems.push(...messageProblems(`${file} ${name}`, group));
        if (name.endsWith('_TEXTS')) problems.push(...textsProblems(`${file} ${name}`, group));
      }
    }
    expect(problems).toEqual([]);
  });

  it('the checks can fail', () => {
    expect(messageProblems('M', { a: 'Salvo com sucesso!', b: ' x', c: 'Nome é obrigatório.' })).toEqual([
      'M.a: um erro não diz "sucesso"',
      'M.b: texto vazio ou com espaços nas pontas',
    ]);
    expect(
      textsProblems('T', {
        created: 'Criado.',
        updated: 'Atualizado com sucesso!',
        deleted: 'Excluído com sucesso!',
        saveFailed: 'Erro: sucesso',
        deleteFailed: 'Erro ao excluir.',
      }),
    ).toEqual([
      'T.idMissing: falta o texto',
      'T.created: um sucesso diz "sucesso"',
      'T.saveFailed: um erro não diz "sucesso"',
    ]);
  });
});
