import { ConsoleLogger, type LoggerService, type LogLevel } from '@nestjs/common';
import { JsonLogger } from './json-logger.js';

export const LOG_LEVELS: LogLevel[] = ['log', 'warn', 'error', 'fatal'];

/** JSON lines in production or with LOG_FORMAT=json; readable text otherwise, coloured only on a terminal. */
export function createLogger(env: NodeJS.ProcessEnv = process.env): LoggerService {
  if (logsAsJson(env)) return new JsonLogger(LOG_LEVELS);
  return new TextLogger({ logLevels: LOG_LEVELS, colors: Boolean(process.stdout.isTTY) && !env.NO_COLOR });
}

/**
 * Nest's text lines as they are, with the timestamp formatted once a second: it has second precision,
 * and Intl's formatting of every line was ~1.6 % of a by-id read's CPU (the request log line).
 */
export class TextLogger extends ConsoleLogger {
  private second = Number.NaN;
  private stamp = '';

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
