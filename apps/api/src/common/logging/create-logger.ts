import { ConsoleLogger, type LoggerService, type LogLevel } from '@nestjs/common';
import { JsonLogger } from './json-logger.js';

export const LOG_LEVELS: LogLevel[] = ['log', 'warn', 'error', 'fatal'];

/** JSON lines in production or with LOG_FORMAT=json; readable text otherwise, coloured only on a terminal. */
export function createLogger(env: NodeJS.ProcessEnv = process.env): LoggerService {
  if (logsAsJson(env)) return new JsonLogger(LOG_LEVELS);
  return new ConsoleLogger({ logLevels: LOG_LEVELS, colors: Boolean(process.stdout.isTTY) && !env.NO_COLOR });
}

export function logsAsJson(env: NodeJS.ProcessEnv): boolean {
  const format = env.LOG_FORMAT?.trim().toLowerCase();
  if (format === 'json') return true;
  if (format === 'text') return false;
  return env.NODE_ENV === 'production';
}
