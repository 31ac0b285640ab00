import { existsSync, readdirSync } from 'node:fs';
import type { BackOfficeEntity } from '../../src/common/entity/back-office-entity.js';

const MODULES = new URL('../../src/modules/', import.meta.url);

/**
 * Every back-office entity, found by file name (`modules/<module>/<module>.entity.ts`): the route
 * policy, the role matrix, the OpenAPI check and the fuzzer read them, so adding an entity edits
 * none of those files.
 */
export const ENTITIES: BackOfficeEntity[] = await Promise.all(
  readdirSync(MODULES)
    .filter((module) => existsSync(new URL(`${module}/${module}.entity.ts`, MODULES)))
    .sort()
    .map(async (module) => {
      const exports: Record<string, BackOfficeEntity> = await import(`../../src/modules/${module}/${module}.entity.js`);
      return Object.values(exports)[0];
    }),
);

/** The routes every entity serves, with the status a caller past the guards gets (ids do not exist, bodies are empty). */
export function entityRoutes(entity: BackOfficeEntity): ['get' | 'post' | 'put' | 'delete', string, number][] {
  const base = `/api/${entity.path}`;
  return [
    ['get', base, 200],
    ...(entity.csv ? [['get', `${base}/export`, 200] as ['get', string, number]] : []),
    ['get', `${base}/999999`, 404],
    ['post', base, 400],
    ['put', `${base}/999999`, 400],
    ['delete', `${base}/999999`, 404],
  ];
}
