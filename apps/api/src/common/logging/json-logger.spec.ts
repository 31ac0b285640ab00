import { ConsoleLogger, Logger } from '@nestjs/common';
import { createLogger } from './create-logger.js';
import { JsonLogger } from './json-logger.js';
import { runWithRequestId } from './request-id.js';
import { flushStdout } from './stdout-lines.js';

/** What `work` writes to stdout, one parsed object per line. */
function jsonLinesOf(work: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string) => lines.push(...String(chunk).split('\n').filter(Boolean))) as never;
  try {
    work();
    flushStdout();
  } finally {
    process.stdout.write = write;
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('JsonLogger', () => {
  const logger = new JsonLogger(['log', 'warn', 'error', 'fatal']);

  it('writes one JSON object per line with time, level, context and message', () => {
    const [entry] = jsonLinesOf(() => logger.log('Banco de dados em dia.', 'Portal'));
    expect(entry).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'info',
      context: 'Portal',
      message: 'Banco de dados em dia.',
    });
  });

  it('carries the request id while a request is handled, and the stack in one field', () => {
    const error = new Error('falhou\nem duas linhas');
    const [entry] = jsonLinesOf(() => runWithRequestId('req-1', () => logger.error('GET /api/x', error.stack, 'Erro')));
    expect(entry).toMatchObject({ level: 'error', context: 'Erro', message: 'GET /api/x', requestId: 'req-1' });
    expect(entry.error).toBe(error.stack);
    expect(entry.error).toContain('json-logger.spec.ts');
  });

  it('takes an Error given as the message and keeps every entry on its own line', () => {
    const lines = jsonLinesOf(() => {
      logger.warn('atenção', 'Mail');
      logger.error(new Error('sem banco'));
      logger.debug('não aparece');
    });
    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ['warn', 'atenção'],
      ['error', 'sem banco'],
    ]);
    expect(lines[1].error).toMatch(/^Error: sem banco\n\s+at /);
  });

  it('is what Nest loggers write through in production or with LOG_FORMAT=json', () => {
    expect(createLogger({ NODE_ENV: 'production' })).toBeInstanceOf(JsonLogger);
    expect(createLogger({ LOG_FORMAT: 'json' })).toBeInstanceOf(JsonLogger);
    expect(createLogger({ NODE_ENV: 'production', LOG_FORMAT: 'text' })).not.toBeInstanceOf(JsonLogger);
    Logger.overrideLogger(createLogger({ LOG_FORMAT: 'json' }));
    try {
      const [entry] = jsonLinesOf(() => new Logger('HTTP').log('GET /api/health 200 1.0ms'));
      expect(entry).toMatchObject({ level: 'info', context: 'HTTP', message: 'GET /api/health 200 1.0ms' });
    } finally {
      Logger.overrideLogger(new ConsoleLogger());
    }
  });
});
