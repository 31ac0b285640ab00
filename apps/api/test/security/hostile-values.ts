import fc from 'fast-check';

// The kinds of text an attacker (or a broken client) sends, as fast-check arbitraries.

export const SQL_INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE clientes; --",
  '1; SELECT pg_sleep(10)--',
  "' UNION SELECT password_hash FROM users --",
  'nome;DROP TABLE clientes',
  '(select 1)',
  '$1',
  '\\',
  '%',
  '_',
  "\\'; --",
];

export const HTML_INJECTION = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
];

export const UNICODE_TRICKS = [
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ufeff',
  '\ud800',
  'x\udfffy',
  '😀😀',
  'ﷺ',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\u2028\u2029',
  '\r\n\r\nX-Injected: 1',
  '\t',
  '\u007f',
  'İıß',
  'ａｄｍｉｎ',
  // Grows to 400 characters when lower-cased: past length checks made before normalising.
  'İ'.repeat(200),
];

export const NUMBERISH = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '1.5',
  '0x1F',
  ' 1 ',
  '١٢٣',
  '+1',
  '1e3',
  '00000000001',
];

export const PATH_TRICKS = [
  '../../etc/passwd',
  '..\\..\\windows',
  '/api/logs',
  '%00',
  '%2e%2e%2f',
  'file:///etc/passwd',
];

/** Names that must never be accepted from a request body (mass assignment). */
export const PRIVILEGED_FIELDS = [
  'id',
  'status',
  'roleId',
  'role',
  'roles',
  'passwordHash',
  'password_hash',
  'cliente_id',
  'clienteId',
  'email_confirmed',
  'emailConfirmed',
  'sessions_valid_after',
  'isAdmin',
  '__proto__',
  'constructor',
  'prototype',
];

const controlChar = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));

/** Long runs of one character, multi-byte ones included (kept under the 100 kB body limit). */
export const longString = fc
  .tuple(
    // 'İ' doubles in length when lower-cased.
    fc.constantFrom('A', 'Ж', '😀', '<', "'", ' ', '9', 'İ'),
    fc.oneof(fc.integer({ min: 100, max: 300 }), fc.integer({ min: 300, max: 20_000 })),
  )
  .map(([char, count]) => char.repeat(count));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL_INJECTION, ...HTML_INJECTION, ...UNICODE_TRICKS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERISH, ...PATH_TRICKS, '', ' ', '   ', 'null', 'undefined') },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: controlChar, maxLength: 20 }) },
  { weight: 1, arbitrary: longString },
);

/** A JSON number literal JSON.stringify cannot write (1e309 parses to Infinity, -0, 2^53 + 1...). */
export class RawNumber {
  constructor(readonly literal: string) {}
}

const rawNumber = fc
  .constantFrom(
    '1e309',
    '-1e309',
    '-0',
    '9007199254740993',
    '1.0000000000000001',
    '0.0',
    '1E2',
    '123456789012345678901234567890',
  )
  .map((literal) => new RawNumber(literal));

const scalar = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 63), 1e308, 0.5) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: rawNumber },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(true, false, null) },
);

/** Any JSON value, leaning towards hostile scalars. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('a', '$gt', '__proto__', 'id', 'toString'), scalar, { maxKeys: 3 }),
  },
);

/** An object written entry by entry, so a key may repeat or be "__proto__". */
export class Entries {
  constructor(readonly pairs: [string, unknown][]) {}
}

/** JSON text for a value; RawNumber markers become their literal, object entries keep their order (and duplicates). */
export function toJson(value: unknown): string {
  if (value instanceof RawNumber) return value.literal;
  if (value instanceof Entries)
    return `{${value.pairs.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encodes text for a URL path or query; sometimes keeps broken escapes on purpose. */
export function urlPart(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
}

// %00 decodes to NUL; %ED%A0%80 is a UTF-8-encoded lone surrogate, which decoding must refuse.
export const BROKEN_ESCAPES = ['%', '%zz', '%E0%A4%A', '%C0%AE', '%u0041', '%%32%65', '%00', '%ED%A0%80'];

// Issue 25: the classes below were each a 500 or a wrong type saved. Every route must refuse them with a 4xx.

/** Text no column, jsonb value or URL can carry: lone surrogates (high, low, a reversed pair) and NUL. */
export const ILL_FORMED_PARTS = ['\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800', '\u0000'];

/** An ill-formed string: ASCII around one of ILL_FORMED_PARTS (so nothing pairs the surrogate up). */
export const illFormedString: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...ILL_FORMED_PARTS), fc.string({ maxLength: 8 }))
  .map(([before, bad, after]) => before + bad + after);

/** Numbers no integer column holds (past 2^31 - 1, negative, fractions, 1e308, Infinity) and numeric-looking text. */
export const outOfRangeNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -1, -(2 ** 31) - 1, 1e308, -1e308, 0.5, 5e-324),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom('1e309', '-1e309', '123456789012345678901234567890', '1e400').map((text) => new RawNumber(text)),
  fc.constantFrom<unknown>('2147483648', '1e308', 'NaN', 'Infinity', '-1', '0x10', '1.5'),
);

/** JSON values of the other types: numbers and booleans where text is expected, objects and lists anywhere. */
export const wrongType: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  0,
  12,
  3.5,
  true,
  false,
  [],
  ['texto'],
  [1, 2],
  {},
  { a: 'b' },
  [{}],
);

/** One value of the hostile classes. */
export const hostileClassValue: fc.Arbitrary<unknown> = fc.oneof(illFormedString, outOfRangeNumber, wrongType);
