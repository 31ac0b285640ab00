import { BadRequestException, ConflictException, ServiceUnavailableException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@portal/shared/messages';
import fc from 'fast-check';
import { databaseErrorToHttp } from './database-errors.js';

// The shapes below are the ones the load command met while PostgreSQL restarted.
const withCode = (message: string, code?: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('databaseErrorToHttp', () => {
  it.each([
    ['pg connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['pg client broken', withCode('Client has encountered a connection error and is not queryable')],
    ['server terminating', withCode('terminating connection due to administrator command', '57P01')],
    [
      'Prisma wrapping 57P01',
      withCode(
        'Invalid `prisma.cliente.create()` invocation:\n\nDatabase error. Code: `57P01`. Message: `terminating`',
      ),
    ],
    [
      'Prisma adapter meta',
      withCode('x', 'P2010', { meta: { driverAdapterError: { cause: { originalCode: '57P01' } } } }),
    ],
  ])('%s is a 503', (_name, error) => {
    expect(databaseErrorToHttp(error)).toBeInstanceOf(ServiceUnavailableException);
  });

  it.each([
    ['pg deadlock', withCode('deadlock detected', '40P01')],
    ['pg serialization failure', withCode('could not serialize access due to concurrent update', '40001')],
    ['Prisma P2034', withCode('Transaction failed due to a write conflict or a deadlock. Please retry', 'P2034')],
    [
      'Prisma adapter meta',
      withCode('x', 'P2010', { meta: { driverAdapterError: { cause: { originalCode: '40001' } } } }),
    ],
    ['Prisma text', withCode('Invalid invocation:\n\nDatabase error. Code: `40P01`. Message: `deadlock detected`')],
  ])('%s is a 503 saying another operation won and nothing was saved', (_name, error) => {
    expect(databaseErrorToHttp(error)).toEqual(new ServiceUnavailableException(SERVER_MESSAGES.concurrentConflict));
  });

  it.each([
    [
      'pg disk_full',
      withCode('could not extend file "base/16384/17297": No space left on device', '53100'),
      'diskFull',
    ],
    [
      'pg temp file on a full disk',
      withCode('could not write to file "base/pgsql_tmp/x": No space left on device', '53100'),
      'diskFull',
    ],
    [
      'Prisma adapter meta',
      withCode('x', 'P2010', { meta: { driverAdapterError: { cause: { originalCode: '53100' } } } }),
      'diskFull',
    ],
    [
      'Prisma text',
      withCode('Invalid invocation:\n\nDatabase error. Code: `53100`. Message: `could not extend`'),
      'diskFull',
    ],
    ['a file write (Node)', withCode('ENOSPC: no space left on device, write', 'ENOSPC'), 'diskFull'],
    ['pg out_of_memory', withCode('out of memory', '53200'), 'storageError'],
    ['pg io_error', withCode('could not read block 0: Input/output error', '58030'), 'storageError'],
  ] as const)('%s is a 503 saying the server could not save', (_name, error, message) => {
    expect(databaseErrorToHttp(error)).toEqual(new ServiceUnavailableException(SERVER_MESSAGES[message]));
  });

  it('maps a duplicate to 409, NUL text to 400, and leaves unknown errors alone', () => {
    expect(databaseErrorToHttp(withCode('dup', 'P2002'))).toBeInstanceOf(ConflictException);
    expect(databaseErrorToHttp(withCode('nul', '22021'))).toBeInstanceOf(BadRequestException);
    for (const error of [
      withCode('fk', '23503'),
      withCode('violates RESTRICT setting of foreign key constraint', '23001'),
      withCode('x', 'P2010', { meta: { driverAdapterError: { cause: { originalCode: '23001' } } } }),
    ]) {
      expect(databaseErrorToHttp(error)).toEqual(new ConflictException(SERVER_MESSAGES.conflictReferenced));
    }
    expect(databaseErrorToHttp(new Error('boom'))).toBeUndefined();
    expect(databaseErrorToHttp('texto')).toBeUndefined();
  });

  it('a storage code wherever the error carries it (own, cause, Prisma meta, text) is the 503 of its kind', () => {
    const storage = fc.constantFrom(['53100', 'diskFull'], ['53200', 'storageError'], ['58030', 'storageError']);
    const where = fc.constantFrom('code', 'cause', 'meta', 'text');
    fc.assert(
      fc.property(storage, where, fc.string(), ([code, kind], at, noise) => {
        const error =
          at === 'code'
            ? withCode(noise, code)
            : at === 'cause'
              ? withCode(noise, undefined, { cause: { code } })
              : at === 'meta'
                ? withCode(noise, 'P2010', { meta: { driverAdapterError: { cause: { originalCode: code } } } })
                : withCode(`${noise} Database error. Code: \`${code}\`.`);
        expect(databaseErrorToHttp(error)).toEqual(
          new ServiceUnavailableException(SERVER_MESSAGES[kind as 'diskFull' | 'storageError']),
        );
      }),
    );
  });
});
