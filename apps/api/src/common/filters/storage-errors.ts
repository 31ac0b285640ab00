import { Logger } from '@nestjs/common';

/**
 * The server could not write (probe 7 F3): the disk is full, or it failed. Not the request's fault nor
 * a bug: the operator's problem, answered 503 (nothing was saved: the transaction or the file write
 * failed whole) and logged once a while, not once per request.
 */
export type StorageProblem = 'sem-espaco' | 'sem-gravacao';

// PostgreSQL's SQLSTATE (53100 disk_full, 53200 out_of_memory, 58030 io_error) and Node's errno of a file write.
const PROBLEM_BY_CODE: Record<string, StorageProblem> = {
  '53100': 'sem-espaco',
  '53200': 'sem-gravacao',
  '58030': 'sem-gravacao',
  ENOSPC: 'sem-espaco',
  EDQUOT: 'sem-espaco',
  EIO: 'sem-gravacao',
};
// Prisma's "Database error. Code: `53100`" when the code is only in the text.
const CODE_TEXT = /Code: `(53100|53200|58030)`/;

/** The codes an error carries: its own, its cause's (pg under an adapter), Prisma's driver-adapter one. */
export function errorCodes(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const code = (error as { code?: unknown }).code;
  const causeCode = (error as { cause?: { code?: unknown } }).cause?.code;
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } }).meta;
  const originalCode = meta?.driverAdapterError?.cause?.originalCode;
  const textCode = CODE_TEXT.exec(String((error as { message?: unknown }).message ?? ''))?.[1];
  return [code, causeCode, originalCode, textCode].filter((c) => c !== undefined && c !== null).map(String);
}

export function storageProblemOf(error: unknown): StorageProblem | undefined {
  for (const code of errorCodes(error)) if (PROBLEM_BY_CODE[code]) return PROBLEM_BY_CODE[code];
  return undefined;
}

const WHAT: Record<StorageProblem, string> = {
  'sem-espaco': 'sem espaço em disco',
  'sem-gravacao': 'sem conseguir gravar (erro de disco ou falta de memória)',
};
const REPORT_EVERY_MS = 60_000;
const logger = new Logger('Armazenamento');
const lastReport = new Map<StorageProblem, number>();

/** One log line a minute per problem, with what the database or the file system said. */
export function reportStorageProblem(problem: StorageProblem, error: unknown, where: string): void {
  const now = Date.now();
  if (now - (lastReport.get(problem) ?? -Infinity) < REPORT_EVERY_MS) return;
  lastReport.set(problem, now);
  const said = String((error as { message?: unknown })?.message ?? error).split('\n')[0];
  logger.error(
    `O servidor está ${WHAT[problem]} (${where}: ${said}). As gravações falham com 503 até o problema ser ` +
      `resolvido; nada é salvo pela metade. Próximo aviso em ${REPORT_EVERY_MS / 1000} s se continuar.`,
  );
}
