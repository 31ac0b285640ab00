import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { currentRequestId } from './request-id.js';
import { writeStdout } from './stdout-lines.js';

// Names a log collector expects; Nest's "log" is an informational entry.
const LEVEL_NAMES: Record<LogLevel, string> = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'verbose',
  fatal: 'fatal',
};

/**
 * One JSON object per line on stdout (written once per event-loop turn, stdout-lines.ts): time, level, context, message, requestId (while a request is
 * handled) and error (the stack, in one field). Nest's own parsing of the arguments (message,
 * stack, context) is kept; only the record is ours.
 */
export class JsonLogger extends ConsoleLogger {
  constructor(logLevels: LogLevel[]) {
    super({ json: true, colors: false, compact: true, logLevels });
  }

  protected override printAsJson(
    message: unknown,
    options: { context: string; logLevel: LogLevel; errorStack?: unknown; error?: Error },
  ): void {
    const error = options.error?.stack ?? options.errorStack;
    const entry = {
      time: new Date().toISOString(),
      level: LEVEL_NAMES[options.logLevel],
      context: options.context || undefined,
      message,
      requestId: currentRequestId(),
      error: error === undefined ? undefined : String(error),
    };
    writeStdout(`${serialize(entry)}\n`);
  }
}

function serialize(entry: { message: unknown }): string {
  try {
    return JSON.stringify(entry);
  } catch {
    // A message that JSON cannot hold (a cycle, a BigInt) is logged as text rather than lost.
    return JSON.stringify({ ...entry, message: String(entry.message) });
  }
}
