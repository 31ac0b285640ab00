import fc from 'fast-check';
import type { RouteRule } from '../support/route-inventory.js';
import { routeKey } from '../support/route-policy.js';
import { Entries, illFormedString, toJson, urlPart } from './hostile-values.js';
import { VALID_BODIES, type FuzzWorld } from './valid-bodies.js';

// Bodies and queries carrying the hostile classes of issue 25 (ill-formed text, integers past the
// column, wrong JSON types) at places a per-field check would miss.

export interface BodyPart {
  kind: string;
  body?: string | Buffer;
  headers: Record<string, string>;
}

export const JSON_TYPE = { 'Content-Type': 'application/json' };

const PLACES = ['campo', 'aninhado', 'lista', 'chave'] as const;

/**
 * A body (the route's valid one when known) with one value put in a declared field, deep inside an
 * object or a list there, or used as a key: where a per-field check would miss it.
 */
export function placedValueBody(
  route: RouteRule,
  world: FuzzWorld,
  values: fc.Arbitrary<unknown>,
): fc.Arbitrary<BodyPart> {
  const valid = VALID_BODIES[routeKey(route)];
  const fields = route.inputs?.body?.length ? route.inputs.body : ['campo'];
  return fc
    .tuple(fc.constantFrom(...fields), values, fc.constantFrom(...PLACES), fc.integer({ min: 1, max: 99_999_999 }))
    .map(([field, value, place, n]) => {
      const pairs = Object.entries(valid ? valid(world, n) : {});
      const key = place === 'chave' && typeof value === 'string' ? value : field;
      const placed =
        place === 'aninhado'
          ? new Entries([['a', new Entries([['b', value]])]])
          : place === 'lista'
            ? [[value]]
            : value;
      const at = pairs.findIndex(([name]) => name === key);
      if (at >= 0) pairs[at] = [key, placed];
      else pairs.push([key, placed]);
      return { kind: `classe-hostil:${place}`, body: toJson(new Entries(pairs)), headers: JSON_TYPE };
    });
}

/** A body with a lone surrogate or NUL somewhere: every route that reads a body must answer exactly 400. */
export const illFormedBody = (route: RouteRule, world: FuzzWorld) => placedValueBody(route, world, illFormedString);

/** A query whose known parameter carries a NUL (a URL cannot carry a lone surrogate: decoding refuses it). */
export function illFormedQuery(route: RouteRule): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...(route.inputs?.query ?? [])), fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
    .map(([name, before, after]) => `?${name}=${urlPart(before)}%00${urlPart(after)}`);
}
