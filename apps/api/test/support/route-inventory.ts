import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { IS_PUBLIC } from '../../src/common/decorators/public.decorator.js';
import { ROLES_KEY, type RoleName } from '../../src/common/decorators/roles.decorator.js';
import { RATE_LIMIT, type RateLimitRule } from '../../src/modules/throttle/rate-limit.decorator.js';

export interface RouteRule {
  method: string;
  /** As registered, with the global prefix, e.g. /api/Clientes/:id */
  path: string;
  isPublic: boolean;
  /** undefined when the route states no roles at all. */
  roles: RoleName[] | undefined;
  /** Field names the handler's @Body() and @Query() DTOs declare (undefined: no such parameter). */
  inputs?: { body?: string[]; query?: string[] };
  /** The route's @RateLimit rule, when it has one. */
  rateLimit?: RateLimitRule;
}

const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');

// A controller's methods, inherited ones too (as Nest's MetadataScanner finds them: routes shared by
// two controllers live on a common base class).
function methodNames(prototype: object): string[] {
  const names = new Set<string>();
  for (let p: object | null = prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null)
    for (const name of Object.getOwnPropertyNames(p)) names.add(name);
  return [...names];
}

/** Every controller route Nest knows, with the access rule its decorators state (handler over class). */
export function nestRoutes(app: INestApplication): RouteRule[] {
  const routes: RouteRule[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => object) | undefined;
      if (!controller) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      for (const name of methodNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const isPublic = Boolean(Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller));
        const roles = (Reflect.getMetadata(ROLES_KEY, handler) ?? Reflect.getMetadata(ROLES_KEY, controller)) as
          RoleName[] | undefined;
        const inputs = handlerInputs(controller, name);
        const rateLimit = Reflect.getMetadata(RATE_LIMIT, handler) as RateLimitRule | undefined;
        for (const prefix of prefixes) {
          for (const path of [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[]) {
            routes.push({
              method: RequestMethod[method],
              path: joinPath('api', prefix, path),
              isPublic,
              roles,
              inputs,
              rateLimit,
            });
          }
        }
      }
    }
  }
  return routes;
}

/** The DTO fields behind a handler's @Body() and @Query() parameters, read from class-validator. */
function handlerInputs(controller: new (...args: unknown[]) => object, name: string): NonNullable<RouteRule['inputs']> {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, { index: number }>;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as (new () => object)[];
  const fieldsOf = (kind: RouteParamtypes) => {
    const arg = Object.entries(args).find(([key]) => key.split(':')[0] === String(kind))?.[1];
    if (!arg) return undefined;
    const metadata = getMetadataStorage().getTargetValidationMetadatas(types[arg.index], '', true, false);
    return [...new Set(metadata.map((entry) => entry.propertyName))];
  };
  return { body: fieldsOf(RouteParamtypes.BODY), query: fieldsOf(RouteParamtypes.QUERY) };
}

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** What Express actually answers under /api: "METHOD /path" keys, lower-cased (routing is case-insensitive). */
export function expressRoutes(app: INestApplication): string[] {
  const instance = app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  return instance.router.stack
    .filter((layer) => layer.route)
    .flatMap((layer) =>
      [layer.route!.path]
        .flat()
        .flatMap((path) =>
          Object.keys(layer.route!.methods).map((method) => `${method.toUpperCase()} ${path}`.toLowerCase()),
        ),
    )
    .filter((key) => key.split(' ')[1].startsWith('/api'));
}
