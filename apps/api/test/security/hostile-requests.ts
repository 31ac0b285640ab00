import fc from 'fast-check';
import { gzipSync } from 'node:zlib';
import type { RoleName } from '../../src/common/decorators/roles.decorator.js';
import type { RouteRule } from '../support/route-inventory.js';
import { routeKey } from '../support/route-policy.js';
import { JSON_TYPE, placedValueBody, type BodyPart } from './hostile-classes.js';
import {
  BROKEN_ESCAPES,
  Entries,
  hostileClassValue,
  hostileJson,
  hostileString,
  PRIVILEGED_FIELDS,
  toJson,
  urlPart,
} from './hostile-values.js';
import { VALID_BODIES, type FuzzWorld } from './valid-bodies.js';

/** Who the request claims to be; turned into an Authorization header when sent. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'role'; role: RoleName }
  | { kind: 'forged'; variant: 'other-key' | 'alg-none' | 'tampered' | 'expired' }
  | { kind: 'raw'; header: string };

export interface HostileRequest {
  method: string;
  path: string;
  caller: Caller;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What kind of body was sent, for the report. */
  bodyKind: string;
}

const ROLES: RoleName[] = ['ADMIN', 'COMERCIAL', 'CLIENTE'];

export const HOSTILE_IDS = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '1e309',
  'abc',
  '..%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '1.5',
  '%201',
  '%00',
  '99999999999999999999',
  '0x1',
  '%D9%A1',
  '1%3BDROP%20TABLE%20clientes',
  'roles',
  '999999',
  "1'%20OR%20'1'%3D'1",
];

const ABSURD_QUERY_VALUES = [
  '0',
  '-1',
  '1000000',
  '1e309',
  '15.0',
  '15,30',
  'NaN',
  '2147483648',
  '99999999999999999999',
  'nome;DROP TABLE clientes',
  '(select 1)',
  'id desc',
  'id; --',
  'random()',
  'ASC; DELETE FROM users',
  'pg_sleep(5)',
];

const PLAUSIBLE_QUERY_VALUES = [
  '1',
  '15',
  '30',
  '50',
  'asc',
  'desc',
  'id',
  'nome',
  'pf',
  'pj',
  'todos',
  'ativo',
  'SP',
  'p',
  'abc',
  '2026-11-01T00:00:00Z',
];

/** Short enough that the URL stays under Node's header limit, so the app itself answers. */
const shortHostile = hostileString.map((text) => text.slice(0, 300));

function callerArb(route: RouteRule): fc.Arbitrary<Caller> {
  const allowed = route.isPublic ? ROLES : (route.roles ?? []);
  const others = ROLES.filter((role) => !allowed.includes(role));
  const headers = fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer a.b.c',
      'Basic YWRtaW46YWRtaW4=',
      'bearer    x',
      'Bearer ' + 'A'.repeat(6000),
    ),
    fc.string({ unit: 'binary-ascii', maxLength: 200 }).map((text) => `Bearer ${text.replace(/[^\x20-\x7e]/g, '')}`),
  );
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .constantFrom(...(allowed.length ? allowed : ROLES))
        .map((role) => ({ kind: 'role' as const, role })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...(others.length ? others : ROLES)).map((role) => ({ kind: 'role' as const, role })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'anonymous' as const }) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('other-key' as const, 'alg-none' as const, 'tampered' as const, 'expired' as const)
        .map((variant) => ({ kind: 'forged' as const, variant })),
    },
    { weight: 1, arbitrary: headers.map((header) => ({ kind: 'raw' as const, header })) },
  );
}

function pathArb(route: RouteRule, world: FuzzWorld): fc.Arbitrary<string> {
  const params = route.path.match(/:\w+/g) ?? [];
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        ...world.existingIds.map(String),
        world.clienteCnpj,
        '11222333000181',
        'AB12CD34EF5601',
      ),
    },
    { weight: 2, arbitrary: shortHostile.map(urlPart) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
  );
  return fc.array(value, { minLength: params.length, maxLength: params.length }).map((values) => {
    let index = 0;
    return route.path.replace(/:\w+/g, () => values[index++]);
  });
}

function queryArb(route: RouteRule): fc.Arbitrary<string> {
  const known = [...(route.inputs?.query ?? []), 'page', 'pageSize', 'sortField', 'sortDirection'];
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...known) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('foo', 'statusFiltro', '__proto__', 'sortField[]', 'a[b]', 'constructor', ''),
    },
    { weight: 1, arbitrary: shortHostile.map((text) => text.slice(0, 30)) },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ABSURD_QUERY_VALUES) },
    { weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE_QUERY_VALUES) },
    { weight: 4, arbitrary: shortHostile },
  );
  const pair = fc
    .tuple(key, value, fc.option(fc.constantFrom(...BROKEN_ESCAPES), { freq: 10 }))
    .map(([name, text, broken]) => `${urlPart(name)}=${urlPart(text)}${broken ?? ''}`);
  return fc.array(pair, { maxLength: 6 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** A valid body with one to three fields broken, removed, or privileged fields added. */
function brokenValidBody(route: RouteRule, world: FuzzWorld): fc.Arbitrary<BodyPart> | undefined {
  const valid = VALID_BODIES[routeKey(route)];
  if (!valid) return undefined;
  const names = [...new Set([...Object.keys(valid(world, 1)), ...Object.keys(valid(world, 2))])];
  const change = fc.tuple(fc.constantFrom(...names, ...PRIVILEGED_FIELDS), fc.option(hostileJson, { freq: 6 }));
  return fc
    .tuple(fc.integer({ min: 1, max: 99_999_999 }), fc.array(change, { minLength: 1, maxLength: 3 }))
    .map(([n, changes]) => {
      const pairs = Object.entries(valid(world, n));
      for (const [name, value] of changes) {
        const at = pairs.findIndex(([key]) => key === name);
        if (value === null && at >= 0) pairs.splice(at, 1);
        else if (at >= 0) pairs[at] = [name, value];
        else pairs.push([name, value ?? null]);
      }
      return { kind: 'json-valido-quebrado', body: toJson(new Entries(pairs)), headers: JSON_TYPE };
    });
}

function bodyArb(route: RouteRule, world: FuzzWorld): fc.Arbitrary<BodyPart> {
  const fields = [...(route.inputs?.body ?? []), ...(route.inputs?.query ?? [])];
  const name = fc.oneof(
    { weight: 4, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constant('campo') },
    { weight: 1, arbitrary: fc.constantFrom(...PRIVILEGED_FIELDS) },
    { weight: 1, arbitrary: shortHostile.map((text) => text.slice(0, 20)) },
  );
  const objectBody = fc
    .array(fc.tuple(name, hostileJson), { maxLength: 8 })
    .map((pairs) => ({ kind: 'json-objeto', body: toJson(new Entries(pairs)), headers: JSON_TYPE }));
  const otherJson = fc
    .constantFrom('"texto"', '123', 'null', 'true', '[]', '[{}]', '[1,2,3]', '{}', '""')
    .map((body) => ({ kind: 'json-nao-objeto', body, headers: JSON_TYPE }));
  const malformed = fc
    .constantFrom(
      '{',
      '{"a":',
      "{'a':1}",
      '{"a":1,}',
      'nul',
      '[1,2',
      '{"a":"\\x41"}',
      '{"a":"\\ud800"}',
      '\u0000',
      '{"a":1}lixo',
      '   ',
      '{"a":01}',
      '{"a":.5}',
      'NaN',
      '\ufeff{}',
    )
    .map((body) => ({ kind: 'json-malformado', body, headers: JSON_TYPE }));
  const wrongType = fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=xyz',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/vnd.api+json',
        'application/json, text/plain',
        'text/html',
        '',
        '*/*',
      ),
      fc.constantFrom(
        '{"email":"a@b.c","password":"x"}',
        'email=a%40b.c&password=x&status=1',
        '<a>1</a>',
        '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--',
      ),
    )
    .map(([type, body]): BodyPart => ({ kind: `tipo:${type}`, body, headers: type ? { 'Content-Type': type } : {} }));
  const huge = fc
    .tuple(fc.constantFrom(...(fields.length ? fields : ['campo'])), fc.integer({ min: 101_000, max: 400_000 }))
    .map(([field, size]) => ({ kind: 'json-enorme', body: `{"${field}":"${'x'.repeat(size)}"}`, headers: JSON_TYPE }));
  const deep = fc.tuple(fc.integer({ min: 100, max: 40_000 }), fc.boolean()).map(([depth, array]) => ({
    kind: 'json-profundo',
    body: array ? '['.repeat(depth) + ']'.repeat(depth) : `{"nome":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
    headers: JSON_TYPE,
  }));
  const encoded = fc
    .tuple(fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'identity', 'gzip, gzip'), fc.boolean())
    .map(([encoding, real]) => ({
      kind: `codificacao:${encoding}`,
      body: real && encoding === 'gzip' ? gzipSync('{"nome":"x"}') : Buffer.from([0x1f, 0x8b, 0, 1, 2, 3, 0xff]),
      headers: { ...JSON_TYPE, 'Content-Encoding': encoding },
    }));
  const none = fc.constantFrom<BodyPart>(
    { kind: 'sem-corpo', headers: {} },
    { kind: 'json-vazio', body: '', headers: JSON_TYPE },
  );
  const valid = brokenValidBody(route, world);
  return fc.oneof(
    ...(valid ? [{ weight: 8, arbitrary: valid }] : []),
    // Ill-formed text, integers past the column, wrong JSON types: in a field, nested, or as a key.
    { weight: 4, arbitrary: placedValueBody(route, world, hostileClassValue) },
    { weight: 4, arbitrary: objectBody },
    { weight: 1, arbitrary: otherJson },
    { weight: 2, arbitrary: malformed },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: encoded },
    { weight: 1, arbitrary: none },
  );
}

const extraHeaders = fc
  .array(
    fc.constantFrom<[string, string]>(
      ['X-Request-Id', "'; DROP TABLE audit_logs; --"],
      ['X-Request-Id', 'a'.repeat(200)],
      ['X-Forwarded-For', '1.2.3.4, <script>, 999.999.999.999'],
      ['X-Forwarded-For', `${'f'.repeat(400)}`],
      ['X-Forwarded-For', "'; DROP TABLE throttle_counters; --"],
      ['Accept', 'text/html'],
      ['Accept', 'application/xml'],
      ['Origin', 'https://evil.example'],
      ['X-HTTP-Method-Override', 'DELETE'],
      ['Cookie', 'token=abc; session=../../'],
      ['Accept-Language', 'xx;q=abc'],
    ),
    { maxLength: 2 },
  )
  .map((pairs) => Object.fromEntries(pairs));

/** Requests for one route: hostile path ids, query strings, bodies, callers and headers. */
export function hostileRequests(route: RouteRule, world: FuzzWorld): fc.Arbitrary<HostileRequest> {
  const reads = route.method === 'GET' || route.method === 'DELETE';
  return fc
    .record({
      caller: callerArb(route),
      path: pathArb(route, world),
      query: reads || route.inputs?.query ? queryArb(route) : fc.oneof(fc.constant(''), queryArb(route)),
      body: reads
        ? fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: bodyArb(route, world) })
        : bodyArb(route, world),
      headers: extraHeaders,
    })
    .map(({ caller, path, query, body, headers }) => ({
      method: route.method,
      path: path + query,
      caller,
      headers: { ...headers, ...body?.headers },
      body: body?.body,
      bodyKind: body?.kind ?? 'sem-corpo',
    }));
}
