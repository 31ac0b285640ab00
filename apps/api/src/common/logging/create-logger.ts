import { ConsoleLogger, type LoggerService, type LogLevel } from '@nestjs/common';
import { JsonLogger } from './json-logger.js';
import { writeStderr, writeStdout } from './stdout-lines.js';

export const LOG_LEVELS: LogLevel[] = ['log', 'warn', 'error', 'fatal'];

/** JSON lines in production or with LOG_FORMAT=json; readable text otherwise, coloured only on a terminal. */
export function createLogger(env: NodeJS.ProcessEnv = process.env): LoggerService {
  if (logsAsJson(env)) return new JsonLogger(LOG_LEVELS);
  return new TextLogger({ logLevels: LOG_LEVELS, colors: Boolean(process.stdout.isTTY) && !env.NO_COLOR });
}

/**
 * Nest's text lines as they are, with the timestamp formatted once a second: it has second precision,
 * and Intl's formatting of every line was ~1.6 % of a by-id read's CPU (the request log line). Lines
 * for stdout are written once per event-loop turn (stdout-lines.ts); errors go to stderr at once,
 * after what was queued before them.
 */
export class TextLogger extends ConsoleLogger {
  private second = Number.NaN;
  private stamp = '';

  protected override printMessages(
    messages: unknown[],
    context = '',
    logLevel: LogLevel = 'log',
    writeStreamType?: 'stdout' | 'stderr',
    errorStack?: unknown,
    params?: Record<string, unknown>,
  ): void {
    if (this.options.forceConsole || this.options.json) {
      return super.printMessages(messages, context, logLevel, writeStreamType, errorStack, params);
    }
    // Nest's own loop (console-logger.service.js printMessages), into the queue instead of a write
    // (stderr: at once, after what was queued), both through stdout-lines.ts (a full disk).
    const level = logLevel.toUpperCase().padStart(7, ' ');
    const out = writeStreamType === 'stderr' ? writeStderr : writeStdout;
    for (const message of messages) {
      const pid = this.formatPid(process.pid);
      const contextMessage = this.formatContext(context);
      const diff = this.updateAndGetTimestampDiff();
      out(this.formatMessage(logLevel, message, pid, level, contextMessage, diff, params));
    }
  }

  protected override printStackTrace(stack: string): void {
    if (!stack || this.options.forceConsole || this.options.json) return super.printStackTrace(stack);
    writeStderr(`${stack}\n`);
  }

  protected override getTimestamp(): string {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.second) {
      this.second = second;
      this.stamp = NEST_TIMESTAMP.format(second * 1000);
    }
    return this.stamp;
  }
}

// Nest's own format (console-logger.service.js); create-logger.spec.ts holds the two equal.
const NEST_TIMESTAMP = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  day: '2-digit',
  month: '2-digit',
});

export function logsAsJson(env: NodeJS.ProcessEnv): boolean {
  const format = env.LOG_FORMAT?.trim().toLowerCase();
  if (format === 'json') return true;
  if (format === 'text') return false;
  return env.NODE_ENV === 'production';
}
